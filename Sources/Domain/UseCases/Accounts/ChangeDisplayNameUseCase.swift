import Entities

/// Changes the name the app greets a person with: 1–50 characters after trimming.
public protocol ChangeDisplayNameUseCase: Sendable {
    func execute(userID: User.ID, displayName: String) async throws(DomainError) -> User
}

public protocol HasChangeDisplayNameUseCase {
    var changeDisplayNameUseCase: any ChangeDisplayNameUseCase { get }
}

/// Validates and trims the name, then stores it.
public struct ChangeDisplayNameInteractor: ChangeDisplayNameUseCase {
    private let users: any UserRepository

    public init(users: any UserRepository) { self.users = users }

    public func execute(userID: User.ID, displayName: String) async throws(DomainError) -> User {
        let name = try AccountDraft.displayNameRule.validate(displayName).get { issue in DomainError.invalid(ValidationErrors([.displayName: issue])) }
        do { return try await users.setDisplayName(name, id: userID) } catch { throw DomainError(error) }
    }
}
