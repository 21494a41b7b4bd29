import Entities

/// Creates an account and signs it in: a plausible email not taken yet, a display name of 1–50
/// characters, a password of 8–128 characters that is not one of the most common.
public protocol SignUpUseCase: Sendable {
    func execute(_ draft: AccountDraft) async throws(DomainError) -> AuthenticatedSession
}

public protocol HasSignUpUseCase {
    var signUpUseCase: any SignUpUseCase { get }
}

/// Validates the draft, hashes the password, stores the account, then starts its first session.
public struct SignUpInteractor: SignUpUseCase {
    private let dependencies: AccountDependencies

    public init(dependencies: AccountDependencies) { self.dependencies = dependencies }

    public func execute(_ draft: AccountDraft) async throws(DomainError) -> AuthenticatedSession {
        let valid = try draft.validated().get(orThrow: DomainError.invalid)
        if dependencies.commonPasswords.contains(valid.password) { throw .invalid(ValidationErrors([.password: .commonPassword])) }
        let hash: String
        do { hash = try await dependencies.hasher.hash(valid.password) } catch { throw .unavailable(error.message) }
        let user: User
        do {
            user = try await dependencies.users.create(
                email: valid.email, displayName: valid.displayName, passwordHash: hash, createdAt: dependencies.clock.now()
            )
        } catch {
            throw DomainError(error, conflictingField: .email)
        }
        do { return try await SessionStarter(sessions: dependencies.sessions, clock: dependencies.clock).start(for: user) } catch { throw DomainError(error) }
    }
}
