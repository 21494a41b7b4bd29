import Entities
import GRDB

extension AppDatabase {
    /// `v24-reminder-uid`: each reminder's identity in files (`ReminderUID`), given when it is
    /// created and kept on every edit.
    ///
    /// - Every row already stored gets a new uid here, one by one (SQLite has no UUID function,
    ///   and the rule of how one is made is the entity's, `ReminderUID.random()`); exports before
    ///   this wrote `reminder-<id>`, which an import treats as any other file's uid.
    /// - A UNIQUE index makes a uid one reminder's among everyone's, deleted ones (waiting for
    ///   their purge) included: an import matches by it. The column stays nullable (`ALTER TABLE`
    ///   cannot add a NOT NULL column without a default); the record writes one on every insert.
    /// - The list page's covering index is made again with the column (`rebuildListPageIndex`).
    static func migrateV24ReminderUID(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE reminder ADD COLUMN uid TEXT")
        let ids = try Int64.fetchAll(db, sql: "SELECT id FROM reminder")
        let update = try db.makeStatement(sql: "UPDATE reminder SET uid = ? WHERE id = ?")
        for id in ids { try update.execute(arguments: [ReminderUID.random().text, id]) }
        try db.execute(sql: "CREATE UNIQUE INDEX reminder_uid ON reminder(uid)")
        try AppDatabase.rebuildListPageIndex(db)
    }
}
