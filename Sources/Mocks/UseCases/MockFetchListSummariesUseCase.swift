import Domain
import Entities

/// A `FetchListSummariesUseCase` that answers what its `stub` is told to and records its calls.
public final class MockFetchListSummariesUseCase: FetchListSummariesUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Void, [ReminderListSummary]>("MockFetchListSummariesUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute() async throws(DomainError) -> [ReminderListSummary] {
        return try stub(())
    }
}
