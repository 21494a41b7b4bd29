extension AppDatabase {
    /// `v14-top-level-order-indexes`: the indexes of the manual, priority, title and creation
    /// orders hold the list's own reminders only (`parentID IS NULL`), as the list page reads them
    /// (subtasks come with their parents, by `reminder_subtasks`).
    ///
    /// Made partial on `deletedAt` alone, these indexes also held every subtask, and SQLite read
    /// each row's table entry to leave the subtasks out: on a list of 100,000 (completed shown),
    /// page 1,000 of the priority or title order cost 148 million instructions against 47 million in
    /// due-date order, whose index covers `parentID` (`Benchmarks/sort-orders.sh`, callgrind). A
    /// partial index whose condition the page query implies skips them without reading a row.
    static let schemaV14TopLevelOrderIndexes = """
        DROP INDEX reminder_listManual;
        CREATE INDEX reminder_listManual ON reminder(listID, isCompleted, position, id) WHERE deletedAt IS NULL AND parentID IS NULL;
        DROP INDEX reminder_listPriority;
        CREATE INDEX reminder_listPriority ON reminder(listID, isCompleted, priorityRank, dueSort, createdAt, id)
            WHERE deletedAt IS NULL AND parentID IS NULL;
        DROP INDEX reminder_listTitle;
        CREATE INDEX reminder_listTitle ON reminder(listID, isCompleted, titleKey, id) WHERE deletedAt IS NULL AND parentID IS NULL;
        DROP INDEX reminder_listCreated;
        CREATE INDEX reminder_listCreated ON reminder(listID, isCompleted, createdAt, id) WHERE deletedAt IS NULL AND parentID IS NULL;
        """
}
