extension AppDatabase {
    /// `v11-subtasks`: the two reads a list page makes of its subtasks.
    ///
    /// A list page pages through its top-level reminders (`parentID IS NULL`, a filter on the
    /// covering `reminder_listPage`) and shows each one's subtasks under it:
    /// - `reminder_subtasks` gives the page's parents' subtasks, each parent's in the order they
    ///   were added, as one range per parent (`parentID IN (…)`), read in order;
    /// - `reminder_subtasksOfList` counts the list's subtasks (open, or all) as a range, so that the
    ///   page's total of top-level reminders is the list's count kept by the triggers minus these,
    ///   still without counting the whole list. (It holds the columns of its condition, so that
    ///   counting all of them never reads the table; counting the open ones does, for each open
    ///   subtask: SQLite does not take an index as covering when its range is on a generated
    ///   column such as `isCompleted`, unless it holds every column, as `reminder_listPage` does.)
    ///
    /// Both are partial (`deletedAt IS NULL`), as every index a read uses; `reminder_parent` from
    /// `v10` stays whole for the foreign key's cascade.
    static let schemaV11Subtasks = """
        CREATE INDEX reminder_subtasks ON reminder(parentID, createdAt, id) WHERE parentID IS NOT NULL AND deletedAt IS NULL;
        CREATE INDEX reminder_subtasksOfList ON reminder(listID, isCompleted, parentID, deletedAt) WHERE parentID IS NOT NULL AND deletedAt IS NULL;
        """
}
