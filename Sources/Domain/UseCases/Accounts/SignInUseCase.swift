import Entities

/// Signs in with an email and a password, starting a new session. A wrong email and a wrong
/// password are the same `invalidCredentials`, and take as long, so neither tells whether an
/// account exists. A hash made with weaker parameters than the current is remade on the way.
public protocol SignInUseCase: Sendable {
    func execute(email: String, password: String) async throws(DomainError) -> AuthenticatedSession
}

public protocol HasSignInUseCase {
    var signInUseCase: any SignInUseCase { get }
}

/// Looks the account up by its normalized email, verifies the password (a decoy verification
/// when there is no account), then clears the account's expired sessions and starts a new one.
public struct SignInInteractor: SignInUseCase {
    private let dependencies: AccountDependencies

    public init(dependencies: AccountDependencies) { self.dependencies = dependencies }

    public func execute(email: String, password: String) async throws(DomainError) -> AuthenticatedSession {
        let found: StoredCredentials?
        do { found = try await dependencies.users.credentials(email: EmailRule.normalized(email)) } catch { throw DomainError(error) }
        guard let account = found else {
            await dependencies.hasher.verifyDecoy(password)
            throw .invalidCredentials
        }
        guard case .match(let needsRehash) = await dependencies.hasher.verify(password, against: account.passwordHash) else {
            throw .invalidCredentials
        }
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
