/// Ends every session of the person but the one they are using; answers how many ended.
public protocol SignOutOtherSessionsUseCase: Sendable {
    func execute(keeping session: AuthenticatedSession) async throws(DomainError) -> Int
}

public protocol HasSignOutOtherSessionsUseCase {
    var signOutOtherSessionsUseCase: any SignOutOtherSessionsUseCase { get }
}

/// Deletes the user's other sessions from the session repository.
public struct SignOutOtherSessionsInteractor: SignOutOtherSessionsUseCase {
    private let sessions: any SessionRepository

    public init(sessions: any SessionRepository) { self.sessions = sessions }

    public func execute(keeping session: AuthenticatedSession) async throws(DomainError) -> Int {
        do { return try await sessions.deleteAll(userID: session.user.id, except: session.token) } catch { throw DomainError(error) }
    }
}
