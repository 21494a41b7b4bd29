import Domain
import GRDB

extension ReminderRecord {
    /// Sets `position` to what Domain's `ManualOrder` decides for the row written over `before`
    /// (nil for a new one): the end of its list when it is new or moved in from another list, its
    /// place otherwise; part of `prepareToWrite`.
    mutating func place(replacing before: ReminderRecord?, _ db: Database) throws {
        let listID = listID
        if let position = try ManualOrder.position(inList: listID, wasIn: before?.listID, largest: { try Self.largestPosition(inList: listID, db) }) {
            self.position = position
        }
    }

    /// The largest position list `listID` holds, deleted reminders' included (they keep theirs, to
    /// come back to it); nil when it holds none. The last entry of `reminder_listPosition`.
    static func largestPosition(inList listID: Int64, _ db: Database) throws -> Int? {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT MAX(position) FROM reminder WHERE listID = ?"), arguments: [listID])
    }

    /// Moves the subtasks of reminder `parentID`, deleted ones too (an Undo brings them back
    /// there), to list `listID`, each placed by `ManualOrder` after the ones before it, in the
    /// order they were added.
    static func moveSubtasks(of parentID: Int64, toList listID: Int64, owner: Int64, _ db: Database) throws {
        let subtasks = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT id, listID FROM reminder WHERE parentID = ?1 AND \(RoleFence.reminder(person: 2)) ORDER BY id"),
            arguments: [parentID, owner]
        )
        let update = try db.cachedStatement(sql: "UPDATE reminder SET listID = ?, position = COALESCE(?, position) WHERE id = ?")
        for subtask in subtasks {
            let id: Int64 = subtask["id"]
            let position = try ManualOrder.position(inList: listID, wasIn: subtask["listID"], largest: { try largestPosition(inList: listID, db) })
            try update.execute(arguments: [listID, position, id])
        }
    }
}
