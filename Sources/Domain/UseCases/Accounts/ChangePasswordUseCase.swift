import Entities

/// Changes a person's password: the current one must be given, the new one follows the rules of
/// sign-up; every other session of theirs ends (whoever knew the old password is signed out), and
/// so does every reset link not used yet (the store's `setPasswordHash`).
/// The current password is checked through the throttle, as at sign-in (`origin`: the client address).
public protocol ChangePasswordUseCase: Sendable {
    func execute(session: AuthenticatedSession, currentPassword: String, newPassword: String, origin: String) async throws(DomainError)
}

public protocol HasChangePasswordUseCase {
    var changePasswordUseCase: any ChangePasswordUseCase { get }
}

/// Checks the new password's rules first (they cost nothing), then the current password, then
/// stores the new hash and ends the other sessions in one unit of work: a new password never
/// stands while sessions opened with the old one go on.
public struct ChangePasswordInteractor: ChangePasswordUseCase {
    private let dependencies: AccountDependencies
    private let unitOfWork: any UnitOfWork

    /// The use case over the account's `dependencies`, writing through the person's `unitOfWork`.
    public init(dependencies: AccountDependencies, unitOfWork: any UnitOfWork) {
        self.dependencies = dependencies
        self.unitOfWork = unitOfWork
    }

    public func execute(session: AuthenticatedSession, currentPassword: String, newPassword: String, origin: String) async throws(DomainError) {
        let new = try PasswordRule.validate(newPassword).get { issue in DomainError.invalid(ValidationErrors([.newPassword: issue])) }
        if dependencies.commonPasswords.contains(new) { throw .invalid(ValidationErrors([.newPassword: .commonPassword])) }
        if currentPassword.isEmpty { throw .invalid(ValidationErrors([.currentPassword: .empty])) }
        let account: StoredCredentials
        do { account = try await dependencies.users.credentials(id: session.user.id) } catch { throw DomainError(error) }
        let check = try await dependencies.throttle.verify(
            currentPassword, against: account.passwordHash, account: account.user.email, origin: origin, hasher: dependencies.hasher
        )
        guard case .match = check else {
            throw .invalid(ValidationErrors([.currentPassword: .wrongPassword]))
        }
        let hash: String
        do { hash = try await dependencies.hasher.hash(new) } catch { throw .unavailable(error.message) }
        do {
            try await unitOfWork.run { [token = session.token] transaction throws(RepositoryError) in
                try transaction.setPasswordHash(hash)
                _ = try transaction.endSessions(except: token)
            }
        } catch {
            throw DomainError(error)
        }
    }
}
