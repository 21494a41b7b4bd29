import Domain
import Entities

/// A `CreateListUseCase` that answers what its `stub` is told to and records its calls.
public final class MockCreateListUseCase: CreateListUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<ReminderListDraft, ReminderList>("MockCreateListUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(_ draft: ReminderListDraft) async throws(DomainError) -> ReminderList {
        return try stub(draft)
    }
}
