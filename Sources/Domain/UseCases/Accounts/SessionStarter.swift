import Entities

/// Starts a session for a user who just signed up or in: new random secrets, stored, then returned.
struct SessionStarter: Sendable {
    let sessions: any SessionRepository
    let clock: any CalendarClock

    func start(for user: User) async throws(RepositoryError) -> AuthenticatedSession {
        let now = clock.now()
        let session = AuthenticatedSession(token: RandomToken.make(), user: user, csrfToken: RandomToken.make(), createdAt: now, lastSeenAt: now)
        try await sessions.create(session)
        return session
    }
}
