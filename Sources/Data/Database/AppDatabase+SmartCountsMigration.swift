extension AppDatabase {
    /// `v26-smart-counts`: the sidebar's counts of Today, Scheduled and Flagged kept as the lists'
    /// open and completed counts are, in the transaction of every change, instead of counted on
    /// every page (a count visited each of a person's open reminders: about 3 million instructions
    /// a page for 2,000 of them).
    ///
    /// - `reminderList.flaggedCount`: the list's flagged reminders that are open and not deleted.
    /// - `reminderDueDay`: per list and due day, how many of its reminders due that day are open
    ///   and not deleted. Today is the sum over the days before tomorrow
    ///   (`SQLiteReminderRepository.todayCountSQL`), Scheduled the sum over every day (kept as
    ///   each list's `scheduledCount` since `schemaV27ScheduledCounts`): a few rows per list, not
    ///   one per reminder. Kept per list, not per person, so that a person's counts are a sum over the
    ///   lists they see (their own today; shared lists next), and a list's rows go with it.
    ///   A day whose count falls to zero loses its row.
    /// - The triggers count what the smart lists' filters select (`todayFilter`, `scheduledFilter`,
    ///   `flaggedFilter`, which the pages still read by): `KeptSmartCountsTests` holds them equal
    ///   after every kind of change. They fire on the columns that decide membership only.
    /// - The counts of the rows already stored are computed here, once.
    static let schemaV26SmartCounts = """
        ALTER TABLE reminderList ADD COLUMN flaggedCount INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE reminderDueDay (
            listID INTEGER NOT NULL REFERENCES reminderList(id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            openCount INTEGER NOT NULL,
            PRIMARY KEY (listID, day)
        ) WITHOUT ROWID;

        UPDATE reminderList SET flaggedCount = (
            SELECT COUNT(*) FROM reminder
             WHERE listID = reminderList.id AND isFlagged = 1 AND completedAt IS NULL AND deletedAt IS NULL);
        INSERT INTO reminderDueDay (listID, day, openCount)
            SELECT listID, dueDate, COUNT(*) FROM reminder
             WHERE dueDate IS NOT NULL AND completedAt IS NULL AND deletedAt IS NULL
             GROUP BY listID, dueDate;

        CREATE TRIGGER reminder_smartCountsAfterInsert AFTER INSERT ON reminder
        WHEN NEW.completedAt IS NULL AND NEW.deletedAt IS NULL
        BEGIN
            UPDATE reminderList SET flaggedCount = flaggedCount + 1 WHERE NEW.isFlagged = 1 AND id = NEW.listID;
            INSERT INTO reminderDueDay (listID, day, openCount)
                SELECT NEW.listID, NEW.dueDate, 1 WHERE NEW.dueDate IS NOT NULL
                ON CONFLICT (listID, day) DO UPDATE SET openCount = openCount + 1;
        END;

        CREATE TRIGGER reminder_smartCountsAfterDelete AFTER DELETE ON reminder
        WHEN OLD.completedAt IS NULL AND OLD.deletedAt IS NULL
        BEGIN
            UPDATE reminderList SET flaggedCount = flaggedCount - 1 WHERE OLD.isFlagged = 1 AND id = OLD.listID;
            UPDATE reminderDueDay SET openCount = openCount - 1 WHERE listID = OLD.listID AND day = OLD.dueDate;
            DELETE FROM reminderDueDay WHERE listID = OLD.listID AND day = OLD.dueDate AND openCount = 0;
        END;

        CREATE TRIGGER reminder_smartCountsAfterUpdate AFTER UPDATE OF listID, dueDate, isFlagged, completedAt, deletedAt ON reminder
        WHEN OLD.listID IS NOT NEW.listID
          OR OLD.dueDate IS NOT NEW.dueDate
          OR OLD.isFlagged IS NOT NEW.isFlagged
          OR (OLD.completedAt IS NULL) IS NOT (NEW.completedAt IS NULL)
          OR (OLD.deletedAt IS NULL) IS NOT (NEW.deletedAt IS NULL)
        BEGIN
            UPDATE reminderList SET flaggedCount = flaggedCount - 1
             WHERE OLD.isFlagged = 1 AND OLD.completedAt IS NULL AND OLD.deletedAt IS NULL AND id = OLD.listID;
            UPDATE reminderList SET flaggedCount = flaggedCount + 1
             WHERE NEW.isFlagged = 1 AND NEW.completedAt IS NULL AND NEW.deletedAt IS NULL AND id = NEW.listID;
            UPDATE reminderDueDay SET openCount = openCount - 1
             WHERE OLD.completedAt IS NULL AND OLD.deletedAt IS NULL AND listID = OLD.listID AND day = OLD.dueDate;
            DELETE FROM reminderDueDay WHERE listID = OLD.listID AND day = OLD.dueDate AND openCount = 0;
            INSERT INTO reminderDueDay (listID, day, openCount)
                SELECT NEW.listID, NEW.dueDate, 1 WHERE NEW.dueDate IS NOT NULL AND NEW.completedAt IS NULL AND NEW.deletedAt IS NULL
                ON CONFLICT (listID, day) DO UPDATE SET openCount = openCount + 1;
        END;
        """

    /// `v27-scheduled-counts`: `reminderList.scheduledCount`, the sum of the list's
    /// `reminderDueDay` counts (its open reminders with a due date), kept by triggers on
    /// `reminderDueDay` itself, so that whatever changes a day's count changes the sum with it.
    /// Scheduled is then read with the lists, and the sidebar reads only the days before
    /// tomorrow, as one range of each list's days: summing every day of every list with a test
    /// per row cost each signed-in page about 77,000 instructions under callgrind (2,000
    /// reminders over 88 days). The sums of the rows already stored are computed here, once.
    ///
    /// `reminder_smartCountsAfterUpdate` is made again as two triggers, one for the flagged count
    /// and one for the due days, each firing on the columns of its own count only: flagging a
    /// reminder took its day's count down and up again, and now each of those writes a list too.
    static let schemaV27ScheduledCounts = """
        ALTER TABLE reminderList ADD COLUMN scheduledCount INTEGER NOT NULL DEFAULT 0;
        UPDATE reminderList SET scheduledCount = (
            SELECT COALESCE(SUM(openCount), 0) FROM reminderDueDay WHERE listID = reminderList.id);

        CREATE TRIGGER reminderDueDay_afterInsert AFTER INSERT ON reminderDueDay BEGIN
            UPDATE reminderList SET scheduledCount = scheduledCount + NEW.openCount WHERE id = NEW.listID;
        END;
        CREATE TRIGGER reminderDueDay_afterUpdate AFTER UPDATE OF listID, openCount ON reminderDueDay
        WHEN OLD.openCount IS NOT NEW.openCount OR OLD.listID IS NOT NEW.listID
        BEGIN
            UPDATE reminderList SET scheduledCount = scheduledCount - OLD.openCount WHERE id = OLD.listID;
            UPDATE reminderList SET scheduledCount = scheduledCount + NEW.openCount WHERE id = NEW.listID;
        END;
        CREATE TRIGGER reminderDueDay_afterDelete AFTER DELETE ON reminderDueDay WHEN OLD.openCount != 0 BEGIN
            UPDATE reminderList SET scheduledCount = scheduledCount - OLD.openCount WHERE id = OLD.listID;
        END;

        DROP TRIGGER reminder_smartCountsAfterUpdate;
        CREATE TRIGGER reminder_flaggedCountAfterUpdate AFTER UPDATE OF listID, isFlagged, completedAt, deletedAt ON reminder
        WHEN OLD.listID IS NOT NEW.listID
          OR OLD.isFlagged IS NOT NEW.isFlagged
          OR (OLD.completedAt IS NULL) IS NOT (NEW.completedAt IS NULL)
          OR (OLD.deletedAt IS NULL) IS NOT (NEW.deletedAt IS NULL)
        BEGIN
            UPDATE reminderList SET flaggedCount = flaggedCount - 1
             WHERE OLD.isFlagged = 1 AND OLD.completedAt IS NULL AND OLD.deletedAt IS NULL AND id = OLD.listID;
            UPDATE reminderList SET flaggedCount = flaggedCount + 1
             WHERE NEW.isFlagged = 1 AND NEW.completedAt IS NULL AND NEW.deletedAt IS NULL AND id = NEW.listID;
        END;
        CREATE TRIGGER reminder_dueDayCountAfterUpdate AFTER UPDATE OF listID, dueDate, completedAt, deletedAt ON reminder
        WHEN OLD.listID IS NOT NEW.listID
          OR OLD.dueDate IS NOT NEW.dueDate
          OR (OLD.completedAt IS NULL) IS NOT (NEW.completedAt IS NULL)
          OR (OLD.deletedAt IS NULL) IS NOT (NEW.deletedAt IS NULL)
        BEGIN
            UPDATE reminderDueDay SET openCount = openCount - 1
             WHERE OLD.completedAt IS NULL AND OLD.deletedAt IS NULL AND listID = OLD.listID AND day = OLD.dueDate;
            DELETE FROM reminderDueDay WHERE listID = OLD.listID AND day = OLD.dueDate AND openCount = 0;
            INSERT INTO reminderDueDay (listID, day, openCount)
                SELECT NEW.listID, NEW.dueDate, 1 WHERE NEW.dueDate IS NOT NULL AND NEW.completedAt IS NULL AND NEW.deletedAt IS NULL
                ON CONFLICT (listID, day) DO UPDATE SET openCount = openCount + 1;
        END;
        """
}
