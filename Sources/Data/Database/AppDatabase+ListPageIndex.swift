import GRDB

extension AppDatabase {
    /// The columns `reminder_listPage` starts with: a list's page in the default order (see
    /// `SQLiteReminderRepository.defaultOrder`), after the list.
    static let listPageOrder = ["listID", "isCompleted", "dueSort", "createdAt", "id"]

    /// Makes `reminder_listPage` again over every column `reminder` has now: the page's order,
    /// then the others in the table's order (see `schemaV3ListPageIndex` for why every column).
    ///
    /// From `v20` on, a migration that adds a column to `reminder` ends with this call instead of
    /// writing the index by hand (the migrations before kept theirs, as applied). The columns are
    /// the declared ones (`ReminderRecord.tableColumns`) the table has at that migration, so a
    /// later migration's column is not asked for before it exists; a column the table has and
    /// the declaration lacks is an error.
    static func rebuildListPageIndex(_ db: Database) throws {
        let existing = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_xinfo('reminder') ORDER BY cid")
        // A migration before the one that dropped a column still finds it (and indexes it).
        let declared = Set(ReminderRecord.tableColumns + ReminderRecord.droppedColumns)
        if let undeclared = existing.first(where: { !declared.contains($0) }) {
            throw DatabaseError(message: "reminder.\(undeclared) is not declared in ReminderRecord.columns(_:) or schemaColumns")
        }
        let columns = listPageOrder.filter(existing.contains) + existing.filter { !listPageOrder.contains($0) }
        try db.execute(sql: """
            DROP INDEX IF EXISTS reminder_listPage;
            CREATE INDEX reminder_listPage ON reminder(\(columns.joined(separator: ", "))) WHERE deletedAt IS NULL;
            """)
    }
}
