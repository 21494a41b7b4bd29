import Domain
import Entities
import Foundation
import GRDB

/// Accounts kept in the app's SQLite database.
public struct SQLiteUserRepository: UserRepository {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Creates the account; `conflict` if the email is taken. In the same transaction it makes
    /// the list named `firstList`, its default list; and the first account adopts the lists (and
    /// so reminders) kept from before accounts existed.
    public func create(
        email: String, displayName: String, passwordHash: String, createdAt: Date, settings: UserSettings, firstList: String?
    ) async throws(RepositoryError) -> User {
        try await database.write { [database] db in
            var record = UserRecord(email: email, displayName: displayName, passwordHash: passwordHash, createdAt: createdAt, settings: settings)
            record.summaryAt = database.schedule.summaryAt(for: settings, after: database.now())
            try record.insert(db)
            if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM user") == 1 {
                let adopted = try Int64.fetchAll(db, sql: "SELECT id FROM reminderList WHERE ownerID IS NULL")
                try db.execute(sql: "UPDATE reminderList SET ownerID = ? WHERE ownerID IS NULL", arguments: [record.id])
                try db.execute(sql: "UPDATE reminder SET ownerID = ? WHERE ownerID IS NULL", arguments: [record.id])
                // Their reminders alerted no one: they alert their owner now, in their zone.
                for listID in adopted { try ReminderRecord.reviewMembership(ofList: listID, database.schedule, at: database.now(), db) }
            }
            if let firstList {
                var list = ReminderListRecord(name: firstList, createdAt: createdAt, ownerID: record.id)
                try list.insert(db)
                record.defaultListID = list.id
                try db.execute(sql: "UPDATE user SET defaultListID = ? WHERE id = ?", arguments: [list.id, record.id])
            }
            return record.user
        }
    }

    /// The account with this normalized email; nil if there is none.
    public func credentials(email: String) async throws(RepositoryError) -> StoredCredentials? {
        try await database.read { db in
            try UserRecord.fetchOne(db.cachedStatement(sql: "SELECT * FROM user WHERE email = ?"), arguments: [email]).map(Self.credentials)
        }
    }

    /// The account `id`; `notFound` if there is none.
    public func credentials(id: User.ID) async throws(RepositoryError) -> StoredCredentials {
        try await database.read { db in
            Self.credentials(try Self.fetch(id, db))
        }
    }

    /// Replaces the password hash of `id`; `notFound` if there is none.
    public func setPasswordHash(_ passwordHash: String, id: User.ID) async throws(RepositoryError) {
        try await database.write { db in try Self.setPasswordHash(passwordHash, id: id, db) }
    }

    /// Stores `id`'s new hash on `db`; `notFound` if there is no such account.
    static func setPasswordHash(_ passwordHash: String, id: User.ID, _ db: Database) throws {
        try db.execute(sql: "UPDATE user SET passwordHash = ? WHERE id = ?", arguments: [passwordHash, id])
        guard db.changesCount == 1 else { throw RepositoryError.notFound }
    }

    /// Renames `id`; `notFound` if there is none.
    public func setDisplayName(_ displayName: String, id: User.ID) async throws(RepositoryError) -> User {
        try await database.write { db in
            try db.execute(sql: "UPDATE user SET displayName = ? WHERE id = ?", arguments: [displayName, id])
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
            return try Self.fetch(id, db).user
        }
    }

    /// Replaces the settings of `id`; `notFound` if there is none. In the same transaction it
    /// stores what Domain's `AlertSchedule` computes from them: the next summary when it is
    /// switched, timed or zoned otherwise, and the pending alerts when the zone or the date-only
    /// time changed (one whose new instant has passed is no longer pending).
    public func setSettings(_ settings: UserSettings, id: User.ID) async throws(RepositoryError) -> User {
        try await database.write { [database] db in
            let before = try Self.fetch(id, db)
            let schedule = database.schedule
            let now = database.now()
            let movesSummary = schedule.movesSummary(from: before.settings, to: settings)
            try db.execute(
                sql: """
                    UPDATE user SET language = ?, timeZone = ?, weekStart = ?, defaultListID = ?,
                                    emailAlerts = ?, dailySummary = ?, summaryTime = ?, dateOnlyAlertTime = ?, summaryAt = ?
                     WHERE id = ?
                    """,
                arguments: [
                    settings.language, settings.timeZone, settings.weekStart.rawValue, settings.defaultListID,
                    settings.notifications.emailAlerts, settings.notifications.dailySummary,
                    settings.notifications.summaryTime.description, settings.notifications.dateOnlyAlertTime.description,
                    (movesSummary ? schedule.summaryAt(for: settings, after: now) : before.summaryAt)?.timeIntervalSince1970, id,
                ]
            )
            if schedule.movesAlerts(from: before.settings, to: settings) {
                _ = try StoredSchedule.rescheduleAlerts(of: id, for: settings, schedule, at: now, db)
            }
            return try Self.fetch(id, db).user
        }
    }

    /// Deletes account `id`; the foreign keys' cascades delete its sessions, lists and their
    /// reminders in the same transaction. `notFound` if there is none.
    public func delete(id: User.ID) async throws(RepositoryError) {
        try await database.write { [database] db in
            // Off every list shared with them first, as a member leaving is, so that the reminders
            // assigned to them (and, on a list shared with no one now, its owner's) become no one's
            // through the rule every write keeps, their alerts their owners' (the foreign keys
            // would clear both, leaving the alerts at the deleted person's times).
            let lists = try Int64.fetchAll(db, sql: "SELECT listID FROM listMember WHERE userID = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM listMember WHERE userID = ?", arguments: [id])
            for listID in lists { try ReminderRecord.reviewMembership(ofList: listID, database.schedule, at: database.now(), db) }
            try db.execute(sql: "DELETE FROM user WHERE id = ?", arguments: [id])
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
        }
    }

    private static func fetch(_ id: User.ID, _ db: Database) throws -> UserRecord {
        guard let record = try UserRecord.fetchOne(db, key: id) else { throw RepositoryError.notFound }
        return record
    }

    private static func credentials(_ record: UserRecord) -> StoredCredentials {
        StoredCredentials(user: record.user, passwordHash: record.passwordHash)
    }
}
