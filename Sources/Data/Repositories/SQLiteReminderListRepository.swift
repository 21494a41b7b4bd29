import Domain
import Entities
import Foundation
import GRDB

/// Lists kept in the app's SQLite database.
public struct SQLiteReminderListRepository: ReminderListRepository {
    private let database: AppDatabase
    private let now: @Sendable () -> Date

    /// A repository over `database`; `now` stamps the creation of lists.
    public init(database: AppDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.now = now
    }

    /// Every list with its count of open reminders, by name ignoring case (the `nameKey` index).
    public func summaries() async throws(RepositoryError) -> [ReminderListSummary] {
        try await database.read { db in
            try ReminderListRecord
                .fetchAll(db.cachedStatement(sql: "SELECT * FROM reminderList ORDER BY nameKey, id"))
                .map(\.summary)
        }
    }

    /// The list `id`; `notFound` if there is none.
    public func list(id: ReminderList.ID) async throws(RepositoryError) -> ReminderList {
        try await database.read { db in
            try Self.fetch(id, db).list
        }
    }

    /// Creates a list; `conflict` if the name is taken, ignoring case.
    public func create(name: String) async throws(RepositoryError) -> ReminderList {
        let createdAt = now()
        return try await database.write { db in
            var record = ReminderListRecord(name: name, createdAt: createdAt)
            try record.insert(db)
            return record.list
        }
    }

    /// Renames list `id`; `notFound`, or `conflict` if another list has the name, ignoring case.
    public func rename(id: ReminderList.ID, to name: String) async throws(RepositoryError) -> ReminderList {
        try await database.write { db in
            // Counts are kept by triggers: update the two name columns only.
            try db.execute(
                sql: "UPDATE reminderList SET name = ?, nameKey = ? WHERE id = ?",
                arguments: [name, name.foldedKey, id]
            )
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
            return try Self.fetch(id, db).list
        }
    }

    /// Deletes list `id` and, by the foreign key's cascade, its reminders, in one transaction.
    public func delete(id: ReminderList.ID) async throws(RepositoryError) {
        try await database.write { db in
            guard try ReminderListRecord.deleteOne(db, key: id) else { throw RepositoryError.notFound }
        }
    }

    private static func fetch(_ id: ReminderList.ID, _ db: Database) throws -> ReminderListRecord {
        guard let record = try ReminderListRecord.fetchOne(db.cachedStatement(sql: "SELECT * FROM reminderList WHERE id = ?"), arguments: [id])
        else { throw RepositoryError.notFound }
        return record
    }
}
