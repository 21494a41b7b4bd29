import Domain
import Entities

/// A `DeleteListUseCase` that answers what its `stub` is told to and records its calls.
public final class MockDeleteListUseCase: DeleteListUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<ReminderList.ID, Void>("MockDeleteListUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(id: ReminderList.ID) async throws(DomainError) {
        try stub(id)
    }
}
