import Domain
import Entities
import Foundation
import GRDB

/// One person's units of work over the app's SQLite database: each runs in one write
/// transaction of the pool's writer (`AppDatabase.write`), committed before `run` answers.
public struct SQLiteUnitOfWork: UnitOfWork {
    let database: AppDatabase
    let owner: User.ID

    /// Units of work on `owner`'s data in `database`.
    public init(database: AppDatabase, owner: User.ID) {
        self.database = database
        self.owner = owner
    }

    public func run<T: Sendable>(
        _ work: @escaping @Sendable (any StoreTransaction) throws(RepositoryError) -> T
    ) async throws(RepositoryError) -> T {
        try await database.write { [owner, database] db in
            try work(SQLiteStoreTransaction(db: db, owner: owner, schedule: database.schedule, now: database.now()))
        }
    }
}

/// The reads and writes of one unit of work, on the transaction's connection.
struct SQLiteStoreTransaction: StoreTransaction {
    let db: Database
    let owner: User.ID
    /// The rule its reminder writes schedule alerts by, and the instant they are written at.
    let schedule: AlertSchedule
    let now: Date

    func reminder(id: Reminder.ID) throws(RepositoryError) -> Reminder {
        try mapped { try SQLiteReminderRepository.fetch(id, owner: owner, db).reminder }
    }

    func list(id: ReminderList.ID) throws(RepositoryError) -> ReminderList {
        try mapped { try SQLiteReminderListRepository.fetch(id, owner: owner, db).list }
    }

    /// One read of the unique index `reminder_uid`: the row's owner and whether it is deleted
    /// say whose it is.
    func use(of uid: ReminderUID) throws(RepositoryError) -> ReminderUIDUse {
        try mapped {
            guard let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT id, ownerID, deletedAt IS NOT NULL AS deleted FROM reminder WHERE uid = ?"), arguments: [uid.text]
            ) else { return .free }
            let rowOwner: User.ID = row["ownerID"]
            let deleted: Bool = row["deleted"]
            guard rowOwner == owner, !deleted else { return .taken }
            return .own(try SQLiteReminderRepository.fetch(row["id"], owner: owner, db).reminder)
        }
    }

    /// The subtasks as the list page reads them; none for a reminder on no list the person holds a role on.
    func subtasks(of parentID: Reminder.ID) throws(RepositoryError) -> [Reminder] {
        try mapped {
            do { return try SQLiteReminderRepository.subtasks(ofParent: parentID, owner: owner, db) } catch RepositoryError.notFound { return [] }
        }
    }

    func insert(_ reminder: Reminder) throws(RepositoryError) -> Reminder {
        try mapped {
            try checkReferences(of: reminder)
            var record = ReminderRecord(reminder)
            try record.prepareToWrite(replacing: nil, by: owner, schedule, at: now, db)
            try record.insert(db)
            return record.reminder
        }
    }

    func save(_ reminder: Reminder) throws(RepositoryError) -> Reminder {
        try mapped {
            var record = try SQLiteReminderRepository.fetch(reminder.id, owner: owner, db)
            try checkReferences(of: reminder)
            let before = record
            record.set(reminder)
            try record.prepareToWrite(replacing: before, by: owner, schedule, at: now, db)
            try record.updateRow(from: before, db)
            return record.reminder
        }
    }

    /// One `DELETE` of the row not marked deleted, in a list the person holds a role on
    /// (`RoleFence`); the table's triggers keep its list's counts and the search index, and its
    /// subtasks go with it (`ON DELETE CASCADE`).
    func remove(id: Reminder.ID) throws(RepositoryError) {
        try mapped {
            try db.execute(
                sql: "DELETE FROM reminder WHERE id = ?1 AND \(RoleFence.reminder(person: 2)) AND \(SQLiteReminderRepository.notDeleted)",
                arguments: [id, owner]
            )
            guard db.changesCount > 0 else { throw RepositoryError.notFound }
        }
    }

    func updateList(id: ReminderList.ID, with draft: ReminderListDraft) throws(RepositoryError) -> ReminderList {
        try mapped { try SQLiteReminderListRepository.update(id, with: draft, owner: owner, db).list }
    }

    func setPasswordHash(_ passwordHash: String) throws(RepositoryError) {
        try mapped {
            try SQLiteUserRepository.setPasswordHash(passwordHash, id: owner, db)
            try SQLiteAccountTokenRepository.deleteOutstandingResets(userID: owner, db)
        }
    }

    func endSessions(except token: String?) throws(RepositoryError) -> Int {
        try mapped { try SQLiteSessionRepository.deleteAll(userID: owner, except: token, db) }
    }

    /// `notFound` unless the reminder's list, and its parent's if it has one, are lists the person
    /// holds a role on (`RoleFence`).
    private func checkReferences(of reminder: Reminder) throws {
        _ = try SQLiteReminderListRepository.fetch(reminder.listID, owner: owner, db)
        if let parentID = reminder.parentID { _ = try SQLiteReminderRepository.fetch(parentID, owner: owner, db) }
    }

    /// `body`'s value, its error as a `RepositoryError`.
    private func mapped<T>(_ body: () throws -> T) throws(RepositoryError) -> T {
        do { return try body() } catch { throw RepositoryError(error) }
    }
}
