import Entities
import GRDB

extension ReminderRecord {
    /// Every save of a row (and `updateRow(_:)`) writes its `reminderTag` rows again in the same
    /// transaction, so the reads by tag always agree with the row's `tags` (see
    /// `schemaV10SubtasksRepeatsTags`), and its `reminderAlert` rows (`writeAlertRows`).
    func aroundSave(_ db: Database, save: () throws -> PersistenceSuccess) throws {
        _ = try save()
        // Before `didInsert`, a new row's id is the connection's last inserted one.
        try writeTagRows(reminderID: id ?? db.lastInsertedRowID, db)
        try writeAlertRows(reminderID: id ?? db.lastInsertedRowID, db)
    }

    /// Writes the `reminderTag` rows of reminder `reminderID` again where they differ from `tags`.
    func writeTagRows(reminderID: Int64, _ db: Database) throws {
        let keys = details.tags.map(\.key)
        let current = try String.fetchAll(
            db.cachedStatement(sql: "SELECT tagKey FROM reminderTag WHERE reminderID = ? ORDER BY tagKey"), arguments: [reminderID]
        )
        guard current != keys.sorted() else { return }
        try db.cachedStatement(sql: "DELETE FROM reminderTag WHERE reminderID = ?").execute(arguments: [reminderID])
        let insert = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO reminderTag(reminderID, ownerID, tagKey) SELECT id, ownerID, ? FROM reminder WHERE id = ?"
        )
        for key in keys { try insert.execute(arguments: [key, reminderID]) }
    }
}
