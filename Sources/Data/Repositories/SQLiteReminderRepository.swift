import Domain
import Entities
import Foundation
import GRDB

/// Reminders kept in the app's SQLite database.
///
/// Every page is read in the order of an index (see `AppDatabase.migrator`), and every list
/// page's total comes from the counts the triggers keep, so a list of 100,000 reminders opens as
/// fast as a list of 50.
public struct SQLiteReminderRepository: ReminderRepository {
    let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// The reminder `id`; `notFound` if there is none.
    public func reminder(id: Reminder.ID) async throws(RepositoryError) -> Reminder {
        try await database.read { db in
            try Self.fetch(id, db).reminder
        }
    }

    /// A page of list `listID`: open first, then by due date, then by creation; `notFound` if the
    /// list does not exist.
    public func reminders(inList listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest) async throws(RepositoryError) -> Page<Reminder> {
        try await database.read { db in
            guard let list = try ReminderListRecord.fetchOne(db.cachedStatement(sql: "SELECT * FROM reminderList WHERE id = ?"), arguments: [listID])
            else { throw RepositoryError.notFound }
            let filter = includeCompleted ? "listID = ?" : "listID = ? AND isCompleted = 0"
            let total = includeCompleted ? list.openCount + list.completedCount : list.openCount
            return try Self.page(db, where: filter, arguments: [listID], orderBy: Self.defaultOrder, page: page, totalCount: total)
        }
    }

    /// Adds a reminder to list `listID`; `notFound` (from the foreign key) if the list does not exist.
    public func add(_ draft: ReminderDraft, toList listID: ReminderList.ID, createdAt: Date) async throws(RepositoryError) -> Reminder {
        try await database.write { db in
            var record = ReminderRecord(draft: draft, listID: listID, createdAt: createdAt)
            try record.insert(db)
            return record.reminder
        }
    }

    /// Replaces the fields of reminder `id` with the draft's; `notFound` if there is none.
    public func update(id: Reminder.ID, with draft: ReminderDraft) async throws(RepositoryError) -> Reminder {
        try await modify(id) { $0.apply(draft) }
    }

    /// Moves reminder `id` to list `listID`; `notFound` if either does not exist.
    public func move(id: Reminder.ID, toList listID: ReminderList.ID) async throws(RepositoryError) -> Reminder {
        try await modify(id) { $0.listID = listID }
    }

    /// Marks reminder `id` completed at `completedAt`, or open when nil; `notFound` if there is none.
    public func setCompletion(id: Reminder.ID, completedAt: Date?) async throws(RepositoryError) -> Reminder {
        try await modify(id) { $0.completedAt = completedAt }
    }

    /// Deletes reminder `id`; `notFound` if there is none.
    public func delete(id: Reminder.ID) async throws(RepositoryError) {
        try await database.write { db in
            guard try ReminderRecord.deleteOne(db, key: id) else { throw RepositoryError.notFound }
        }
    }

    private func modify(_ id: Reminder.ID, _ change: @escaping @Sendable (inout ReminderRecord) -> Void) async throws(RepositoryError) -> Reminder {
        try await database.write { db in
            var record = try Self.fetch(id, db)
            change(&record)
            try record.update(db)
            return record.reminder
        }
    }

    static func fetch(_ id: Reminder.ID, _ db: Database) throws -> ReminderRecord {
        guard let record = try ReminderRecord.fetchOne(db, key: id) else { throw RepositoryError.notFound }
        return record
    }
}
