import Domain
import Entities

/// A `FetchSubtasksUseCase` that answers what its `stub` is told to and records its calls.
public final class MockFetchSubtasksUseCase: FetchSubtasksUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got (the parents' ids).
    public let stub = UseCaseStub<Reminder.ID, [Reminder]>("MockFetchSubtasksUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(parentID: Reminder.ID) async throws(DomainError) -> [Reminder] {
        try stub(parentID)
    }
}
