import Domain
import Entities

/// A `SignUpUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSignUpUseCase: SignUpUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<AccountDraft, AuthenticatedSession>("MockSignUpUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(_ draft: AccountDraft) async throws(DomainError) -> AuthenticatedSession {
        try stub(draft)
    }
}
