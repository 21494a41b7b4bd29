import Entities
import Foundation

/// Where sessions are kept. Implementations store only a digest of each token, never the token.
public protocol SessionRepository: Sendable {
    /// Stores `session` (its user must exist: `notFound` otherwise).
    func create(_ session: AuthenticatedSession) async throws(RepositoryError)
    /// The session whose token is `token`, with its user as now stored; nil if there is none.
    func session(token: String) async throws(RepositoryError) -> AuthenticatedSession?
    /// Records that the session `token` was used at `date`.
    func touch(token: String, at date: Date) async throws(RepositoryError)
    /// Ends the session `token`; nothing happens if there is none.
    func delete(token: String) async throws(RepositoryError)
    /// Ends every session of `userID` but `token` (every one when nil); returns how many ended.
    func deleteAll(userID: User.ID, except token: String?) async throws(RepositoryError) -> Int
    /// Ends the sessions of `userID` last used before `lastSeenBefore` or started before `createdBefore`.
    func deleteExpired(userID: User.ID, lastSeenBefore: Date, createdBefore: Date) async throws(RepositoryError)
}

/// The repositories the use cases get injected.
public protocol HasSessionRepository {
    var sessionRepository: any SessionRepository { get }
}
