import Entities
import Foundation

/// An account as stored: the user and the hash of their password.
public struct StoredCredentials: Sendable, Equatable {
    public var user: User
    /// The self-describing hash `PasswordHasher` made.
    public var passwordHash: String

    /// Creates the record.
    public init(user: User, passwordHash: String) {
        self.user = user
        self.passwordHash = passwordHash
    }
}

/// Where accounts are kept.
public protocol UserRepository: Sendable {
    /// Creates an account (email normalized, display name trimmed, password hashed) with its
    /// first settings and, in the same transaction, a list named `firstList` (nil: none), which
    /// its settings then name as its default list; `conflict` if the email is taken. The first
    /// account ever created adopts the lists kept from before accounts existed.
    func create(
        email: String, displayName: String, passwordHash: String, createdAt: Date, settings: UserSettings, firstList: String?
    ) async throws(RepositoryError) -> User
    /// The account with this normalized email; nil if there is none.
    func credentials(email: String) async throws(RepositoryError) -> StoredCredentials?
    /// The account `id`; `notFound` if there is none.
    func credentials(id: User.ID) async throws(RepositoryError) -> StoredCredentials
    /// Replaces the password hash of `id`; `notFound` if there is none.
    func setPasswordHash(_ passwordHash: String, id: User.ID) async throws(RepositoryError)
    /// Renames `id` (the name already trimmed); `notFound` if there is none.
    func setDisplayName(_ displayName: String, id: User.ID) async throws(RepositoryError) -> User
    /// Replaces the settings of `id` (already checked); `notFound` if there is none.
    func setSettings(_ settings: UserSettings, id: User.ID) async throws(RepositoryError) -> User
    /// Deletes account `id` with its sessions, lists and reminders, in one transaction; `notFound` if there is none.
    func delete(id: User.ID) async throws(RepositoryError)
}

extension UserRepository {
    /// Creates an account with no list, as tests and tools seed one (`SignUpInteractor` gives
    /// every new account its first list).
    public func create(email: String, displayName: String, passwordHash: String, createdAt: Date, settings: UserSettings) async throws(RepositoryError) -> User {
        try await create(email: email, displayName: displayName, passwordHash: passwordHash, createdAt: createdAt, settings: settings, firstList: nil)
    }
}

/// The repositories the use cases get injected.
public protocol HasUserRepository {
    var userRepository: any UserRepository { get }
}
