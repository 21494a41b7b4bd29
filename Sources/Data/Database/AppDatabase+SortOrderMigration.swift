extension AppDatabase {
    /// `v13-sort-orders`: each list's choice of order, and the reminders' manual order.
    ///
    /// - `reminderList.sortOrder`: `ReminderSortOrder.rawValue`; `dueDate` for every list already
    ///   stored, the order they had, so that no list changes its look.
    /// - `reminder.position`: the place in its list's manual order, unique within the list
    ///   (deleted rows keep theirs, so that a restored reminder comes back where it was). Existing
    ///   rows are numbered from 1 in the order they were shown in (open first, by due date, by
    ///   creation), so that switching to manual starts from what the person saw. A new reminder,
    ///   and one moved in from another list, is given the list's largest position plus one by a
    ///   trigger — the end of the list, whichever code inserts it (forms, import, seeding).
    ///   (`v21-placement` drops these two triggers: Domain's `ManualOrder` decides, and the
    ///   writes store what it decided.)
    ///   `reminder_listPosition` finds that largest position (min/max of an index range) and the
    ///   range a move shifts by one (`UPDATE … WHERE listID = ? AND position BETWEEN …`).
    /// - `reminder.priorityRank` (generated, virtual: `ALTER TABLE` can add no stored one): 0 for
    ///   high to 3 for none, since `priority` is stored as its name, whose text order is no rank.
    /// - One index per order, so that each order's page is a range read in order (no sort; LIMIT
    ///   stops the scan): `reminder_listPage` (due date) as before, and `reminder_listManual`,
    ///   `reminder_listPriority`, `reminder_listTitle` (the folded title), `reminder_listCreated`.
    ///   Each starts with `(listID, isCompleted)` for open first, ends with `id` for a total order,
    ///   and is partial like every index a read uses (`WHERE deletedAt IS NULL`). Only the due-date
    ///   index is covering: four more copies of every row would double the file; the others seek
    ///   the table for the page's 50 rows only (`Benchmarks/sort-orders.sh` measures both).
    /// - `reminder_listPage` is made again with the two new columns, to stay covering (see
    ///   `schemaV3ListPageIndex`).
    static let schemaV13SortOrders = """
        ALTER TABLE reminderList ADD COLUMN sortOrder TEXT NOT NULL DEFAULT 'dueDate'
            CHECK (sortOrder IN ('manual', 'dueDate', 'priority', 'title', 'createdAt'));

        ALTER TABLE reminder ADD COLUMN position INTEGER;
        ALTER TABLE reminder ADD COLUMN priorityRank INTEGER GENERATED ALWAYS AS (
            CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 WHEN 'low' THEN 2 ELSE 3 END) VIRTUAL;

        UPDATE reminder SET position = ranked.place
          FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY listID ORDER BY isCompleted, dueSort, createdAt, id) AS place
                  FROM reminder) AS ranked
         WHERE ranked.id = reminder.id;

        CREATE INDEX reminder_listPosition ON reminder(listID, position);
        CREATE INDEX reminder_listManual ON reminder(listID, isCompleted, position, id) WHERE deletedAt IS NULL;
        CREATE INDEX reminder_listPriority ON reminder(listID, isCompleted, priorityRank, dueSort, createdAt, id) WHERE deletedAt IS NULL;
        CREATE INDEX reminder_listTitle ON reminder(listID, isCompleted, titleKey, id) WHERE deletedAt IS NULL;
        CREATE INDEX reminder_listCreated ON reminder(listID, isCompleted, createdAt, id) WHERE deletedAt IS NULL;

        CREATE TRIGGER reminder_afterInsertPlaceLast AFTER INSERT ON reminder WHEN NEW.position IS NULL BEGIN
            UPDATE reminder SET position = (SELECT COALESCE(MAX(position), 0) + 1 FROM reminder WHERE listID = NEW.listID)
             WHERE id = NEW.id;
        END;
        CREATE TRIGGER reminder_afterMovePlaceLast AFTER UPDATE OF listID ON reminder WHEN OLD.listID IS NOT NEW.listID BEGIN
            UPDATE reminder SET position = (SELECT COALESCE(MAX(position), 0) + 1 FROM reminder WHERE listID = NEW.listID AND id <> NEW.id)
             WHERE id = NEW.id;
        END;

        DROP INDEX reminder_listPage;
        CREATE INDEX reminder_listPage ON reminder(
            listID, isCompleted, dueSort, createdAt, id,
            title, notes, dueDate, dueTime, priority, completedAt, titleKey, notesKey, ownerID, isFlagged, deletedAt,
            parentID, repeatRule, repeatStart, repeatCount, tags, position, priorityRank
        ) WHERE deletedAt IS NULL;
        """
}
