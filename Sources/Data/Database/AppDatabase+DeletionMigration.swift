extension AppDatabase {
    /// `reminder.deletedAt`: when the reminder was deleted, NULL while it is not. A deleted
    /// reminder stays stored for `DeletedReminders.restoreWindow`, so that it can be restored
    /// exactly as it was (same id, list, fields and creation), then the purge deletes it for good.
    ///
    /// - Every read asks for `deletedAt IS NULL` (`SQLiteReminderRepository.notDeleted`), so each
    ///   index that serves a read is made again partial, `WHERE deletedAt IS NULL`: it holds the
    ///   reminders not deleted only, and its range is still the page, read in order (no sort, LIMIT
    ///   stops the scan), and the count of its rows still the total.
    /// - `reminder_listPage` also takes the column at its end, to stay covering (see
    ///   `schemaV3ListPageIndex`: a query naming a generated column uses every column, and SQLite
    ///   does not count a partial index's condition as holding one). `ListPageIndexTests` checks it.
    /// - `reminderList.openCount`/`completedCount` count reminders not deleted: the count triggers
    ///   are made again so that a deletion, a restoration and the purge of a deleted row keep them.
    /// - `reminderSearch` keeps a deleted reminder's text (the reads leave the row out through
    ///   `reminder`), so that restoring it needs nothing more; its row goes with the purge.
    /// - `reminder_deletedAt` (partial: the deleted rows only, few) gives the purge the rows past
    ///   the window as a range, without a scan of the table.
    static let schemaV7DeletedReminders = """
        ALTER TABLE reminder ADD COLUMN deletedAt REAL;

        DROP INDEX reminder_listPage;
        CREATE INDEX reminder_listPage ON reminder(
            listID, isCompleted, dueSort, createdAt, id,
            title, notes, dueDate, dueTime, priority, completedAt, titleKey, notesKey, ownerID, isFlagged, deletedAt
        ) WHERE deletedAt IS NULL;
        DROP INDEX reminder_ownerOrder;
        CREATE INDEX reminder_ownerOrder ON reminder(ownerID, isCompleted, dueSort, createdAt) WHERE deletedAt IS NULL;
        DROP INDEX reminder_ownerCompletedAt;
        CREATE INDEX reminder_ownerCompletedAt ON reminder(ownerID, completedAt) WHERE completedAt IS NOT NULL AND deletedAt IS NULL;
        DROP INDEX reminder_ownerFlagged;
        CREATE INDEX reminder_ownerFlagged ON reminder(ownerID, isCompleted, dueSort, createdAt) WHERE isFlagged = 1 AND deletedAt IS NULL;
        CREATE INDEX reminder_deletedAt ON reminder(deletedAt) WHERE deletedAt IS NOT NULL;

        DROP TRIGGER reminder_afterInsert;
        CREATE TRIGGER reminder_afterInsert AFTER INSERT ON reminder BEGIN
            UPDATE reminderList
               SET openCount = openCount + (NEW.deletedAt IS NULL AND NEW.completedAt IS NULL),
                   completedCount = completedCount + (NEW.deletedAt IS NULL AND NEW.completedAt IS NOT NULL)
             WHERE id = NEW.listID;
            INSERT INTO reminderSearch(rowid, titleKey, notesKey) VALUES (NEW.id, NEW.titleKey, NEW.notesKey);
        END;

        DROP TRIGGER reminder_afterDelete;
        CREATE TRIGGER reminder_afterDelete AFTER DELETE ON reminder BEGIN
            UPDATE reminderList
               SET openCount = openCount - (OLD.deletedAt IS NULL AND OLD.completedAt IS NULL),
                   completedCount = completedCount - (OLD.deletedAt IS NULL AND OLD.completedAt IS NOT NULL)
             WHERE id = OLD.listID;
            INSERT INTO reminderSearch(reminderSearch, rowid, titleKey, notesKey)
                VALUES ('delete', OLD.id, OLD.titleKey, OLD.notesKey);
        END;

        DROP TRIGGER reminder_afterUpdateOfListOrCompletion;
        CREATE TRIGGER reminder_afterUpdateOfCountedState AFTER UPDATE OF listID, completedAt, deletedAt ON reminder
        WHEN OLD.listID IS NOT NEW.listID
          OR (OLD.completedAt IS NULL) IS NOT (NEW.completedAt IS NULL)
          OR (OLD.deletedAt IS NULL) IS NOT (NEW.deletedAt IS NULL)
        BEGIN
            UPDATE reminderList
               SET openCount = openCount - (OLD.deletedAt IS NULL AND OLD.completedAt IS NULL),
                   completedCount = completedCount - (OLD.deletedAt IS NULL AND OLD.completedAt IS NOT NULL)
             WHERE id = OLD.listID;
            UPDATE reminderList
               SET openCount = openCount + (NEW.deletedAt IS NULL AND NEW.completedAt IS NULL),
                   completedCount = completedCount + (NEW.deletedAt IS NULL AND NEW.completedAt IS NOT NULL)
             WHERE id = NEW.listID;
        END;
        """
}
