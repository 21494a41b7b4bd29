import Domain
import Entities

/// A `FetchListUseCase` that answers what its `stub` is told to and records its calls.
public final class MockFetchListUseCase: FetchListUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<ReminderList.ID, ReminderList>("MockFetchListUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(id: ReminderList.ID) async throws(DomainError) -> ReminderList {
        return try stub(id)
    }
}
