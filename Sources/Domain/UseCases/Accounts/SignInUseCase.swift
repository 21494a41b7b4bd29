import Entities

/// Signs in with an email and a password, starting a new session. A wrong email and a wrong
/// password are the same `invalidCredentials`, and take as long, so neither tells whether an
/// account exists. Too many failures for the email or from `origin` (the client address) are
/// `tooManyAttempts`. A hash made with weaker parameters than the current is remade on the way.
public protocol SignInUseCase: Sendable {
    func execute(email: String, password: String, origin: String) async throws(DomainError) -> AuthenticatedSession
}

public protocol HasSignInUseCase {
    var signInUseCase: any SignInUseCase { get }
}

/// Looks the account up by its normalized email, verifies the password through the throttle (a
/// decoy verification when there is no account), then clears the account's expired sessions and starts a new one.
public struct SignInInteractor: SignInUseCase {
    private let dependencies: AccountDependencies

    public init(dependencies: AccountDependencies) { self.dependencies = dependencies }

    public func execute(email: String, password: String, origin: String) async throws(DomainError) -> AuthenticatedSession {
        let normalized = EmailRule.normalized(email)
        let found: StoredCredentials?
        do { found = try await dependencies.users.credentials(email: normalized) } catch { throw DomainError(error) }
        let check = try await dependencies.throttle.verify(
            password, against: found?.passwordHash, account: normalized, origin: origin, hasher: dependencies.hasher
        )
        guard let account = found, case .match(let needsRehash) = check else { throw .invalidCredentials }
        do { return try await start(account.user, password: password, rehashing: needsRehash) } catch { throw DomainError(error) }
    }

    private func start(_ user: User, password: String, rehashing needsRehash: Bool) async throws(RepositoryError) -> AuthenticatedSession {
        // A stronger hash is a bonus: failing to make one must not keep the owner out.
        if needsRehash, let stronger = try? await dependencies.hasher.hash(password) {
            try await dependencies.users.setPasswordHash(stronger, id: user.id)
        }
        let now = dependencies.clock.now()
        try await dependencies.sessions.deleteExpired(
            userID: user.id,
            lastSeenBefore: now.addingTimeInterval(-dependencies.policy.idleTimeout),
            createdBefore: now.addingTimeInterval(-dependencies.policy.absoluteTimeout)
        )
        return try await SessionStarter(sessions: dependencies.sessions, clock: dependencies.clock).start(for: user)
    }
}
