import Domain
import Entities
import Foundation

/// A `UserRepository` whose every method is a `MockMethod`: stub it, then read its calls.
public final class MockUserRepository: UserRepository, Sendable {
    /// The arguments of a `create(email:displayName:passwordHash:createdAt:settings:firstList:)` call.
    public struct CreateCall: Sendable, Equatable {
        public var email: String
        public var displayName: String
        public var passwordHash: String
        public var createdAt: Date
        public var settings: UserSettings
        public var firstList: String?

        /// Creates the record of a call.
        public init(
            email: String, displayName: String, passwordHash: String, createdAt: Date, settings: UserSettings = UserSettings(),
            firstList: String? = nil
        ) {
            self.email = email
            self.displayName = displayName
            self.passwordHash = passwordHash
            self.createdAt = createdAt
            self.settings = settings
            self.firstList = firstList
        }
    }

    /// The arguments of a call that sets a value on account `id`.
    public struct SetCall: Sendable, Equatable {
        public var value: String
        public var id: User.ID

        /// Creates the record of a call.
        public init(_ value: String, id: User.ID) {
            self.value = value
            self.id = id
        }
    }

    /// `create(email:displayName:passwordHash:createdAt:)`.
    public let create: MockMethod<CreateCall, User>
    /// `credentials(email:)`, recording the email.
    public let credentialsByEmail: MockMethod<String, StoredCredentials?>
    /// `credentials(id:)`, recording the id.
    public let credentialsByID: MockMethod<User.ID, StoredCredentials>
    /// `setPasswordHash(_:id:)`.
    public let setPasswordHash: MockMethod<SetCall, Void>
    /// `setDisplayName(_:id:)`.
    public let setDisplayName: MockMethod<SetCall, User>
    /// `setSettings(_:id:)`.
    public let setSettings: MockMethod<SettingsCall, User>
    /// `delete(id:)`, recording the id.
    public let delete: MockMethod<User.ID, Void>

    /// The arguments of a `setSettings(_:id:)` call.
    public struct SettingsCall: Sendable, Equatable {
        public var settings: UserSettings
        public var id: User.ID

        /// Creates the record of a call.
        public init(_ settings: UserSettings, id: User.ID) {
            self.settings = settings
            self.id = id
        }
    }

    /// A mock with no method configured; a call to one reports to `onUnconfigured` (by default: an issue in the running test), then throws.
    public init(onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        func method<A, O>(_ name: String) -> MockMethod<A, O> {
            MockMethod(name: "MockUserRepository.\(name)", onUnconfigured: onUnconfigured)
        }
        create = method("create")
        credentialsByEmail = method("credentialsByEmail")
        credentialsByID = method("credentialsByID")
        setPasswordHash = method("setPasswordHash")
        setDisplayName = method("setDisplayName")
        setSettings = method("setSettings")
        delete = method("delete")
    }

    public func create(
        email: String, displayName: String, passwordHash: String, createdAt: Date, settings: UserSettings, firstList: String?
    ) async throws(RepositoryError) -> User {
        try await create.invoke(
            CreateCall(email: email, displayName: displayName, passwordHash: passwordHash, createdAt: createdAt, settings: settings, firstList: firstList)
        )
    }

    public func credentials(email: String) async throws(RepositoryError) -> StoredCredentials? {
        try await credentialsByEmail.invoke(email)
    }

    public func credentials(id: User.ID) async throws(RepositoryError) -> StoredCredentials {
        try await credentialsByID.invoke(id)
    }

    public func setPasswordHash(_ passwordHash: String, id: User.ID) async throws(RepositoryError) {
        try await setPasswordHash.invoke(SetCall(passwordHash, id: id))
    }

    public func setDisplayName(_ displayName: String, id: User.ID) async throws(RepositoryError) -> User {
        try await setDisplayName.invoke(SetCall(displayName, id: id))
    }

    public func setSettings(_ settings: UserSettings, id: User.ID) async throws(RepositoryError) -> User {
        try await setSettings.invoke(SettingsCall(settings, id: id))
    }

    public func delete(id: User.ID) async throws(RepositoryError) {
        try await delete.invoke(id)
    }
}
