import GRDB

extension AppDatabase {
    /// `v32-completed-by`: who completed a reminder of a shared list (issue 29), so that its rows
    /// say so to every member.
    ///
    /// - `reminder.completedByID` references the account and is set NULL when it is deleted. Who
    ///   is recorded is Domain's rule (`CompletedBy`), applied by every write of a row
    ///   (`ReminderRecord.keepCompletedBy`, knowing who writes); no trigger decides it.
    /// - Recorded on lists shared with anyone only (on a person's own list it can only be them):
    ///   `reminder_completedBy`, the foreign key's lookup when an account goes, holds those rows
    ///   only (partial), not every completed reminder of everyone.
    /// - Existing rows record no one. The list page's covering index is made again with the new
    ///   column (`rebuildListPageIndex`), since a row shows who completed it.
    static func migrateV32CompletedBy(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE reminder ADD COLUMN completedByID INTEGER REFERENCES user(id) ON DELETE SET NULL;
            CREATE INDEX reminder_completedBy ON reminder(completedByID) WHERE completedByID IS NOT NULL;
            """)
        try AppDatabase.rebuildListPageIndex(db)
    }
}
