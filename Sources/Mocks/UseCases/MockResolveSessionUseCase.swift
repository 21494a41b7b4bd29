import Domain

/// A `ResolveSessionUseCase` that answers what its `stub` is told to and records its calls.
public final class MockResolveSessionUseCase: ResolveSessionUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<String, AuthenticatedSession?>("MockResolveSessionUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(token: String) async throws(DomainError) -> AuthenticatedSession? {
        try stub(token)
    }
}
