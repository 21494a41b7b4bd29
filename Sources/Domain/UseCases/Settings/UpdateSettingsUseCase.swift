import Entities

/// Replaces a person's settings: a language the app has, a time zone it knows (or none, for the
/// server's), and for the default list one of their own lists (or none). A broken rule changes
/// nothing.
public protocol UpdateSettingsUseCase: Sendable {
    func execute(userID: User.ID, settings: UserSettings) async throws(DomainError) -> User
}

public protocol HasUpdateSettingsUseCase {
    var updateSettingsUseCase: any UpdateSettingsUseCase { get }
}

/// Checks the settings against the policy and the person's lists, then stores them.
public struct UpdateSettingsInteractor: UpdateSettingsUseCase {
    private let users: any UserRepository
    private let access: ListAccessPolicy
    private let policy: SettingsPolicy

    /// - Parameter access: the person's, so that a list they may not add to is no default list.
    public init(users: any UserRepository, access: ListAccessPolicy, policy: SettingsPolicy) {
        self.users = users
        self.access = access
        self.policy = policy
    }

    public func execute(userID: User.ID, settings: UserSettings) async throws(DomainError) -> User {
        var errors = policy.issues(of: settings)
        if let listID = settings.defaultListID, try await !access.permits(.change, on: .list(listID)) {
            errors.issues[.list] = .malformed
        }
        guard errors.isEmpty else { throw .invalid(errors) }
        do { return try await users.setSettings(settings, id: userID) } catch { throw DomainError(error) }
    }
}
