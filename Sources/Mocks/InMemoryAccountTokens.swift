import Domain
import Entities
import Foundation
import Synchronization

/// An `AccountTokenRepository` in memory, behaving as the stored one (single use, expiry at
/// `expiresAt` exactly), over the accounts it is given (`accounts`). Tests read `issued` and
/// what redeeming did (`passwordHashes`, `endedSessions`), and make it fail with `setFailure`.
public final class InMemoryAccountTokens: AccountTokenRepository, Sendable {
    /// A link as stored.
    public struct Issued: Sendable, Equatable {
        public var token: String
        public var purpose: AccountTokenPurpose
        public var userID: User.ID
        public var createdAt: Date
        public var expiresAt: Date
        public var usedAt: Date?
    }

    private struct Contents {
        var accounts: [User.ID: User]
        var issued: [Issued] = []
        var passwordHashes: [User.ID: String] = [:]
        var endedSessions: [User.ID] = []
        var failure: RepositoryError?
    }

    private let contents: Mutex<Contents>

    /// Tokens for `accounts`.
    public init(accounts: [User]) {
        contents = Mutex(Contents(accounts: Dictionary(uniqueKeysWithValues: accounts.map { ($0.id, $0) })))
    }

    /// Every link issued, oldest first.
    public var issued: [Issued] { contents.withLock { $0.issued } }
    /// The password hashes resets set, by account.
    public var passwordHashes: [User.ID: String] { contents.withLock { $0.passwordHashes } }
    /// The accounts whose sessions resets ended, in order.
    public var endedSessions: [User.ID] { contents.withLock { $0.endedSessions } }
    /// Makes every method throw `error` (nil: work again).
    public func setFailure(_ error: RepositoryError?) {
        contents.withLock { $0.failure = error }
    }

    /// The account `id` as it is now.
    public func account(_ id: User.ID) -> User? { contents.withLock { $0.accounts[id] } }

    public func issue(_ token: String, purpose: AccountTokenPurpose, userID: User.ID, createdAt: Date, expiresAt: Date) async throws(RepositoryError) {
        try checkFailure()
        contents.withLock { $0.issued.append(Issued(token: token, purpose: purpose, userID: userID, createdAt: createdAt, expiresAt: expiresAt)) }
    }

    public func check(_ token: String, purpose: AccountTokenPurpose, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal> {
        try checkFailure()
        return contents.withLock { Self.check(token, purpose: purpose, at: now, $0).map(\.1) }
    }

    public func lastIssued(purpose: AccountTokenPurpose, userID: User.ID) async throws(RepositoryError) -> Date? {
        try checkFailure()
        return contents.withLock { $0.issued.filter { $0.purpose == purpose && $0.userID == userID }.map(\.createdAt).max() }
    }

    public func redeemConfirmation(_ token: String, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal> {
        try checkFailure()
        return redeem(token, .confirm, at: now) { _, _ in }
    }

    public func redeemReset(_ token: String, passwordHash: String, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal> {
        try checkFailure()
        return redeem(token, .reset, at: now) { contents, id in
            contents.passwordHashes[id] = passwordHash
            contents.endedSessions.append(id)
        }
    }

    private func checkFailure() throws(RepositoryError) {
        if let failure = contents.withLock({ $0.failure }) { throw failure }
    }

    private func redeem(_ token: String, _ purpose: AccountTokenPurpose, at now: Date, work: (inout Contents, User.ID) -> Void) -> Result<User, AccountLinkRefusal> {
        contents.withLock { contents in
            switch Self.check(token, purpose: purpose, at: now, contents) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let (index, user)):
                contents.issued[index].usedAt = now
                work(&contents, user.id)
                var confirmed = user
                confirmed.emailConfirmedAt = user.emailConfirmedAt ?? now
                contents.accounts[user.id] = confirmed
                return .success(confirmed)
            }
        }
    }

    private static func check(_ token: String, purpose: AccountTokenPurpose, at now: Date, _ contents: Contents) -> Result<(Int, User), AccountLinkRefusal> {
        guard let index = contents.issued.firstIndex(where: { $0.token == token && $0.purpose == purpose }),
              let user = contents.accounts[contents.issued[index].userID] else { return .failure(.unknown) }
        if contents.issued[index].usedAt != nil { return .failure(.used) }
        if contents.issued[index].expiresAt <= now { return .failure(.expired) }
        return .success((index, user))
    }
}
