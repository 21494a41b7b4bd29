extension AppDatabase {
    /// `v10-subtasks-repeats-tags`: what a reminder needs to be a subtask, to repeat and to carry tags.
    ///
    /// - `reminder.parentID`: the reminder it is a subtask of (one level: the rule lives in
    ///   Domain). Deleting a parent for good takes its subtasks (`ON DELETE CASCADE`);
    ///   `reminder_parent` (partial: subtasks only) finds a parent's subtasks as a range.
    /// - `reminder.repeatRule`/`repeatStart`/`repeatCount`: the rule as an RFC 5545 `RRULE`
    ///   value (what export writes, so nothing is lost on the way out), the first due date it is
    ///   anchored on, and the occurrences completed so far (`Repetition`).
    /// - `reminder.tags`: the reminder's tags as first spelled, space-separated (a tag holds no
    ///   space), read with the row like every other field; `reminderTag` holds one row per tag
    ///   (its folded key) for the reads by tag — a tag's page, and each tag's open count — as a
    ///   range of `reminderTag_owner`. The repository writes both in the transaction of each
    ///   change, so they never disagree.
    /// - `reminder_listPage` is made again with the new columns, to stay covering (see
    ///   `schemaV3ListPageIndex`).
    static let schemaV10SubtasksRepeatsTags = """
        ALTER TABLE reminder ADD COLUMN parentID INTEGER REFERENCES reminder(id) ON DELETE CASCADE;
        ALTER TABLE reminder ADD COLUMN repeatRule TEXT;
        ALTER TABLE reminder ADD COLUMN repeatStart TEXT;
        ALTER TABLE reminder ADD COLUMN repeatCount INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE reminder ADD COLUMN tags TEXT;
        CREATE INDEX reminder_parent ON reminder(parentID) WHERE parentID IS NOT NULL;

        CREATE TABLE reminderTag (
            reminderID INTEGER NOT NULL REFERENCES reminder(id) ON DELETE CASCADE,
            ownerID INTEGER NOT NULL,
            tagKey TEXT NOT NULL,
            PRIMARY KEY (reminderID, tagKey)
        ) WITHOUT ROWID;
        CREATE INDEX reminderTag_owner ON reminderTag(ownerID, tagKey, reminderID);

        DROP INDEX reminder_listPage;
        CREATE INDEX reminder_listPage ON reminder(
            listID, isCompleted, dueSort, createdAt, id,
            title, notes, dueDate, dueTime, priority, completedAt, titleKey, notesKey, ownerID, isFlagged, deletedAt,
            parentID, repeatRule, repeatStart, repeatCount, tags
        ) WHERE deletedAt IS NULL;
        """
}
