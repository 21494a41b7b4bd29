/// The live session a browser's token names, or nil when there is none: unknown, malformed,
/// signed out, or ended by a timeout (then it is deleted on the way).
public protocol ResolveSessionUseCase: Sendable {
    func execute(token: String) async throws(DomainError) -> AuthenticatedSession?
}

public protocol HasResolveSessionUseCase {
    var resolveSessionUseCase: any ResolveSessionUseCase { get }
}

/// Reads the session, applies the policy's timeouts, and records its use at most once per
/// `touchInterval` (so a page view is a read, not a write).
public struct ResolveSessionInteractor: ResolveSessionUseCase {
    private let sessions: any SessionRepository
    private let clock: any CalendarClock
    private let policy: SessionPolicy

    public init(sessions: any SessionRepository, clock: any CalendarClock, policy: SessionPolicy) {
        self.sessions = sessions
        self.clock = clock
        self.policy = policy
    }

    public func execute(token: String) async throws(DomainError) -> AuthenticatedSession? {
        guard RandomToken.isPlausible(token) else { return nil }
        do {
            guard var session = try await sessions.session(token: token) else { return nil }
            let now = clock.now()
            if policy.hasExpired(session, at: now) {
                try await sessions.delete(token: token)
                return nil
            }
            if now.timeIntervalSince(session.lastSeenAt) >= policy.touchInterval {
                try await sessions.touch(token: token, at: now)
                session.lastSeenAt = now
            }
            return session
        } catch {
            throw DomainError(error)
        }
    }
}
