import Domain

/// A `SignOutOtherSessionsUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSignOutOtherSessionsUseCase: SignOutOtherSessionsUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<AuthenticatedSession, Int>("MockSignOutOtherSessionsUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(keeping session: AuthenticatedSession) async throws(DomainError) -> Int {
        try stub(session)
    }
}
