import Entities
import Foundation

/// What an account link is for: confirming the address, or setting a new password.
public enum AccountTokenPurpose: String, Sendable, Equatable, CaseIterable {
    case confirm
    case reset
}

/// Why an account link cannot be used.
public enum AccountLinkRefusal: Error, Sendable, Equatable {
    /// Its time ran out.
    case expired
    /// It was used already.
    case used
    /// No link of that kind has this token (mistyped, cut short, or the account is gone).
    case unknown
}

/// The tokens of the links mailed to people, kept only as their SHA-256 (as session tokens are):
/// whoever reads the database cannot follow a link.
public protocol AccountTokenRepository: Sendable {
    /// Stores `token` for `userID`, usable for `purpose` until `expiresAt`.
    func issue(_ token: String, purpose: AccountTokenPurpose, userID: User.ID, createdAt: Date, expiresAt: Date) async throws(RepositoryError)
    /// The account of `token` if the link can be used at `now`, else why not.
    func check(_ token: String, purpose: AccountTokenPurpose, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal>
    /// When the last link for `purpose` was issued to `userID`; nil if none was.
    func lastIssued(purpose: AccountTokenPurpose, userID: User.ID) async throws(RepositoryError) -> Date?
    /// Uses a confirmation link: marks the token used and the account's address confirmed at
    /// `now`, in one transaction; nothing changes when the link cannot be used.
    func redeemConfirmation(_ token: String, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal>
    /// Uses a reset link: marks the token used, gives the account `passwordHash`, confirms its
    /// address (the link proved it), ends every session of it and deletes its other reset links
    /// not used yet, in one transaction; nothing changes when the link cannot be used.
    func redeemReset(_ token: String, passwordHash: String, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal>
}
