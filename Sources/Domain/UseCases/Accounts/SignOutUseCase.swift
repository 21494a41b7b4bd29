/// Ends a session on the server: its token is useless afterwards.
public protocol SignOutUseCase: Sendable {
    func execute(token: String) async throws(DomainError)
}

public protocol HasSignOutUseCase {
    var signOutUseCase: any SignOutUseCase { get }
}

/// Deletes the session from the session repository.
public struct SignOutInteractor: SignOutUseCase {
    private let sessions: any SessionRepository

    public init(sessions: any SessionRepository) { self.sessions = sessions }

    public func execute(token: String) async throws(DomainError) {
        do { try await sessions.delete(token: token) } catch { throw DomainError(error) }
    }
}
