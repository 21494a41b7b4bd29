import GRDB

extension AppDatabase {
    /// `v22-reminder-link`: a reminder's web link (`WebLink`'s text), NULL without one.
    ///
    /// - No CHECK: what is a valid link is the entity's rule (`WebLink`), applied before a row is
    ///   written; a row written by hand that breaks it reads as no link.
    /// - Existing rows get none. The list page's covering index is made again with the column
    ///   (`rebuildListPageIndex`), so a page still reads from the index alone.
    static func migrateV22ReminderLink(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE reminder ADD COLUMN link TEXT")
        try AppDatabase.rebuildListPageIndex(db)
    }
}
