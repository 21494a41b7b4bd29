import Domain
import Entities
import GRDB

extension SQLiteReminderRepository {
    /// Moves reminder `id` within its list's manual order (`reminder.position`), in one
    /// transaction; `notFound` if the owner has no such reminder, or a `before`/`after` reminder
    /// is not in the same list.
    ///
    /// `up`/`down` swap two positions. `before`/`after` shift the positions between the old place
    /// and the new one by one (one UPDATE over a range of `reminder_listPosition`), so positions
    /// stay unique and dense without renumbering the list: a drop within a page moves at most
    /// the page's rows.
    public func reposition(id: Reminder.ID, to placement: ReminderPlacement) async throws(RepositoryError) -> Reminder {
        try await database.write { [owner] db in
            let moved = try Placed(id, owner: owner, db)
            switch placement {
            case .up, .down:
                guard let neighbour = try moved.neighbour(above: placement == .up, db) else { break }
                try Placed.set(neighbour.position, of: moved.id, db)
                try Placed.set(moved.position, of: neighbour.id, db)
            case .before(let targetID), .after(let targetID):
                let target = try Placed(targetID, owner: owner, db)
                guard target.listID == moved.listID else { throw RepositoryError.notFound }
                // The gap it goes into: before the target's place, or before the next one.
                let gap = placement == .before(targetID) ? target.position : target.position + 1
                try moved.move(to: gap, db)
            }
            return try Self.fetch(id, owner: owner, db).reminder
        }
    }
}

/// A reminder's place in its list's manual order.
private struct Placed {
    let id: Reminder.ID
    let listID: ReminderList.ID
    let position: Int64
    let isCompleted: Bool
    /// The reminder it is a subtask of: its neighbours are its siblings, and a reminder of the
    /// list's own has the list's own for neighbours (the page shows subtasks under their parent).
    let parentID: Reminder.ID?

    /// The place of reminder `id` if `owner` holds a role on its list (`RoleFence`) and it is not
    /// deleted; `notFound` otherwise.
    init(_ id: Reminder.ID, owner: User.ID, _ db: Database) throws {
        let sql = "SELECT listID, position, isCompleted, parentID FROM reminder WHERE id = ?1 AND \(RoleFence.reminder(person: 2)) AND \(SQLiteReminderRepository.notDeleted)"
        guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [id, owner]) else { throw RepositoryError.notFound }
        self.id = id
        listID = row[0]
        position = row[1]
        isCompleted = row[2]
        parentID = row[3]
    }

    /// The nearest reminder above (or below) in the same list and state with the same parent (or
    /// none), as the page shows them:
    /// a range of `reminder_listManual`.
    func neighbour(above: Bool, _ db: Database) throws -> (id: Reminder.ID, position: Int64)? {
        let sql = above
            ? "SELECT id, position FROM reminder WHERE listID = ? AND isCompleted = ? AND deletedAt IS NULL AND position < ? AND parentID IS ? ORDER BY position DESC, id DESC LIMIT 1"
            : "SELECT id, position FROM reminder WHERE listID = ? AND isCompleted = ? AND deletedAt IS NULL AND position > ? AND parentID IS ? ORDER BY position, id LIMIT 1"
        return try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [listID, isCompleted, position, parentID]).map { ($0[0], $0[1]) }
    }

    /// Moves it into the gap before position `gap`, shifting the positions in between by one.
    func move(to gap: Int64, _ db: Database) throws {
        let shift = "UPDATE reminder SET position = position + ? WHERE listID = ? AND position BETWEEN ? AND ?"
        if position < gap - 1 {
            try db.execute(sql: shift, arguments: [-1, listID, position + 1, gap - 1])
            try Self.set(gap - 1, of: id, db)
        } else if position > gap {
            try db.execute(sql: shift, arguments: [1, listID, gap, position - 1])
            try Self.set(gap, of: id, db)
        }
    }

    /// Gives reminder `id` position `position`.
    static func set(_ position: Int64, of id: Reminder.ID, _ db: Database) throws {
        try db.execute(sql: "UPDATE reminder SET position = ? WHERE id = ?", arguments: [position, id])
    }
}
