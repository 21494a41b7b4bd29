import GRDB

extension AppDatabase {
    /// `v30-reminder-assignee`: the member a reminder of a shared list is assigned to (issue 29).
    ///
    /// - `assigneeID` references the account and is set NULL when it is deleted: the reminder stays
    ///   in its list, no one's. Who may be assigned is Domain's rule (`Assignees`), applied by
    ///   every write of a row (`ReminderRecord.keepAssignee`); no CHECK or trigger decides it.
    /// - `reminder_assignee`: "Assigned to me", one range in the smart lists' order (open first,
    ///   then by due date), and the foreign key's lookup when an account goes. Partial: only the
    ///   few assigned rows. `deletedAt` is a column of it rather than its condition, so that the
    ///   foreign key's lookup, which asks for deleted rows too, can use it.
    /// - Existing rows are no one's. The list page's covering index is made again with the
    ///   column (`rebuildListPageIndex`), since a row shows its assignee.
    static func migrateV30ReminderAssignee(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE reminder ADD COLUMN assigneeID INTEGER REFERENCES user(id) ON DELETE SET NULL;
            CREATE INDEX reminder_assignee ON reminder(assigneeID, deletedAt, isCompleted, dueSort, createdAt, id) WHERE assigneeID IS NOT NULL;
            """)
        try AppDatabase.rebuildListPageIndex(db)
    }
}
