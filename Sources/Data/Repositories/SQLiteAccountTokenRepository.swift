import Domain
import Entities
import Foundation
import GRDB

/// The mailed links' tokens in the app's SQLite database, kept as their SHA-256
/// (`schemaV16AccountTokens`). Redeeming a link and what it does are one transaction.
public struct SQLiteAccountTokenRepository: AccountTokenRepository {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    public func issue(_ token: String, purpose: AccountTokenPurpose, userID: User.ID, createdAt: Date, expiresAt: Date) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(
                sql: "INSERT INTO accountToken (tokenHash, userID, purpose, createdAt, expiresAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [SessionTokenDigest.digest(token), userID, purpose.rawValue, createdAt.timeIntervalSince1970, expiresAt.timeIntervalSince1970]
            )
        }
    }

    public func check(_ token: String, purpose: AccountTokenPurpose, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal> {
        try await database.read { db in try Self.check(token, purpose: purpose, at: now, db) }
    }

    public func lastIssued(purpose: AccountTokenPurpose, userID: User.ID) async throws(RepositoryError) -> Date? {
        try await database.read { db in
            try Double.fetchOne(
                db, sql: "SELECT MAX(createdAt) FROM accountToken WHERE userID = ? AND purpose = ?", arguments: [userID, purpose.rawValue]
            ).map(Date.init(timeIntervalSince1970:))
        }
    }

    public func redeemConfirmation(_ token: String, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal> {
        try await database.write { db in
            try Self.redeem(token, purpose: .confirm, at: now, db) { userID in
                try db.execute(sql: "UPDATE user SET emailConfirmedAt = COALESCE(emailConfirmedAt, ?) WHERE id = ?", arguments: [now.timeIntervalSince1970, userID])
            }
        }
    }

    public func redeemReset(_ token: String, passwordHash: String, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal> {
        try await database.write { db in
            try Self.redeem(token, purpose: .reset, at: now, db) { userID in
                try SQLiteUserRepository.setPasswordHash(passwordHash, id: userID, db)
                try Self.deleteOutstandingResets(userID: userID, db)
                try db.execute(sql: "UPDATE user SET emailConfirmedAt = COALESCE(emailConfirmedAt, ?) WHERE id = ?", arguments: [now.timeIntervalSince1970, userID])
                _ = try SQLiteSessionRepository.deleteAll(userID: userID, except: nil, db)
            }
        }
    }

    /// Deletes the reset links of `userID` not used yet, on `db`: a new password, however it was
    /// set, leaves no other way to set one. A link used already stays, so it says it was used.
    static func deleteOutstandingResets(userID: User.ID, _ db: Database) throws {
        try db.execute(
            sql: "DELETE FROM accountToken WHERE userID = ? AND purpose = ? AND usedAt IS NULL",
            arguments: [userID, AccountTokenPurpose.reset.rawValue]
        )
    }

    /// Marks the token used if it can be, does `work` for its account, and answers the account
    /// as it is afterwards; when it cannot be used, says why and changes nothing.
    private static func redeem(
        _ token: String, purpose: AccountTokenPurpose, at now: Date, _ db: Database, work: (User.ID) throws -> Void
    ) throws -> Result<User, AccountLinkRefusal> {
        try db.execute(
            sql: "UPDATE accountToken SET usedAt = ? WHERE tokenHash = ? AND purpose = ? AND usedAt IS NULL AND expiresAt > ?",
            arguments: [now.timeIntervalSince1970, SessionTokenDigest.digest(token), purpose.rawValue, now.timeIntervalSince1970]
        )
        guard db.changesCount == 1 else {
            return try check(token, purpose: purpose, at: now, db)
        }
        let userID = try Int64.fetchOne(
            db, sql: "SELECT userID FROM accountToken WHERE tokenHash = ?", arguments: [SessionTokenDigest.digest(token)]
        ) ?? 0
        try work(userID)
        guard let record = try UserRecord.fetchOne(db, key: userID) else { throw RepositoryError.notFound }
        return .success(record.user)
    }

    private static func check(_ token: String, purpose: AccountTokenPurpose, at now: Date, _ db: Database) throws -> Result<User, AccountLinkRefusal> {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT userID, expiresAt, usedAt FROM accountToken WHERE tokenHash = ? AND purpose = ?",
            arguments: [SessionTokenDigest.digest(token), purpose.rawValue]
        ) else { return .failure(.unknown) }
        if (row[2] as Double?) != nil { return .failure(.used) }
        if (row[1] as Double) <= now.timeIntervalSince1970 { return .failure(.expired) }
        guard let record = try UserRecord.fetchOne(db, key: row[0] as Int64) else { return .failure(.unknown) }
        return .success(record.user)
    }
}
