import Entities

/// Deletes a person's account with everything in it — lists, reminders, sessions — once they
/// have confirmed with their password, checked through the throttle as at sign-in (`origin`:
/// the client address).
public protocol DeleteAccountUseCase: Sendable {
    func execute(userID: User.ID, password: String, origin: String) async throws(DomainError)
}

public protocol HasDeleteAccountUseCase {
    var deleteAccountUseCase: any DeleteAccountUseCase { get }
}

/// Verifies the password, then deletes through the user repository, which removes the rest with it.
public struct DeleteAccountInteractor: DeleteAccountUseCase {
    private let users: any UserRepository
    private let hasher: any PasswordHasher
    private let throttle: PasswordThrottle

    public init(users: any UserRepository, hasher: any PasswordHasher, throttle: PasswordThrottle) {
        self.users = users
        self.hasher = hasher
        self.throttle = throttle
    }

    public func execute(userID: User.ID, password: String, origin: String) async throws(DomainError) {
        if password.isEmpty { throw .invalid(ValidationErrors([.password: .empty])) }
        let account: StoredCredentials
        do { account = try await users.credentials(id: userID) } catch { throw DomainError(error) }
        let check = try await throttle.verify(password, against: account.passwordHash, account: account.user.email, origin: origin, hasher: hasher)
        guard case .match = check else {
            throw .invalid(ValidationErrors([.password: .wrongPassword]))
        }
        do { try await users.delete(id: userID) } catch { throw DomainError(error) }
    }
}
