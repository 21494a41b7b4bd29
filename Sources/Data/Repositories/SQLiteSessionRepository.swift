import Domain
import Entities
import Foundation
import GRDB

/// Sessions kept in the app's SQLite database, by the SHA-256 of their token (never the token).
public struct SQLiteSessionRepository: SessionRepository {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Stores the session under its token's digest; `notFound` (from the foreign key) without its user.
    public func create(_ session: AuthenticatedSession) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(
                sql: "INSERT INTO session (tokenHash, userID, csrfToken, createdAt, lastSeenAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [
                    SessionTokenDigest.digest(session.token), session.user.id, session.csrfToken,
                    session.createdAt.timeIntervalSince1970, session.lastSeenAt.timeIntervalSince1970,
                ]
            )
        }
    }

    /// The session with its user, in one read (every signed-in request asks for it), or as read
    /// lately when no session or user has been written since (see `RecentSessions`).
    /// Where the session's read finds `user.emailConfirmedAt`: after the settings columns.
    private static let emailConfirmedAtColumn = 7 + UserRecord.settingsColumns.split(separator: ",").count

    public func session(token: String) async throws(RepositoryError) -> AuthenticatedSession? {
        let digest = SessionTokenDigest.digest(token)
        // Taken before the read's snapshot: a write ending meanwhile makes the entry old at once.
        let writeCount = database.sessionWriteCount
        if let session = database.recentSessions.session(for: digest, writeCount: writeCount) {
            return session
        }
        let session = try await database.read { db -> AuthenticatedSession? in
            // Columns read by position, in this order.
            let sql = """
                SELECT session.csrfToken, session.createdAt, session.lastSeenAt,
                       user.id, user.email, user.displayName, user.createdAt,
                       \(UserRecord.settingsColumns), user.emailConfirmedAt
                  FROM session JOIN user ON user.id = session.userID
                 WHERE session.tokenHash = ?
                """
            guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [digest]) else { return nil }
            let settings = UserRecord.settings(row: row, from: 7)
            let confirmedAt = (row[Self.emailConfirmedAtColumn] as Double?).map(Date.init(timeIntervalSince1970:))
            let user = User(
                id: row[3], email: row[4], displayName: row[5], createdAt: Date(timeIntervalSince1970: row[6]), settings: settings,
                emailConfirmedAt: confirmedAt
            )
            return AuthenticatedSession(
                token: token, user: user, csrfToken: row[0],
                createdAt: Date(timeIntervalSince1970: row[1]), lastSeenAt: Date(timeIntervalSince1970: row[2])
            )
        }
        if let session {
            database.recentSessions.remember(session, for: digest, writeCount: writeCount)
        }
        return session
    }

    /// Records the session's last use.
    public func touch(token: String, at date: Date) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE session SET lastSeenAt = ? WHERE tokenHash = ?",
                arguments: [date.timeIntervalSince1970, SessionTokenDigest.digest(token)]
            )
        }
    }

    /// Deletes the session, if there is one.
    public func delete(token: String) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM session WHERE tokenHash = ?", arguments: [SessionTokenDigest.digest(token)])
        }
    }

    /// Deletes every session of `userID` but `token`'s; returns how many.
    public func deleteAll(userID: User.ID, except token: String?) async throws(RepositoryError) -> Int {
        try await database.write { db in try Self.deleteAll(userID: userID, except: token, db) }
    }

    /// Deletes every session of `userID` but the one with `token`, on `db`; answers how many.
    static func deleteAll(userID: User.ID, except token: String?, _ db: Database) throws -> Int {
        let kept = token.map(SessionTokenDigest.digest) ?? Data()
        try db.execute(sql: "DELETE FROM session WHERE userID = ? AND tokenHash != ?", arguments: [userID, kept])
        return db.changesCount
    }

    /// Deletes the sessions of `userID` that a timeout has ended.
    public func deleteExpired(userID: User.ID, lastSeenBefore: Date, createdBefore: Date) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(
                sql: "DELETE FROM session WHERE userID = ? AND (lastSeenAt < ? OR createdAt < ?)",
                arguments: [userID, lastSeenBefore.timeIntervalSince1970, createdBefore.timeIntervalSince1970]
            )
        }
    }
}
