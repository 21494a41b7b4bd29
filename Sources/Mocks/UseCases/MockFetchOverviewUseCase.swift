import Domain
import Entities

/// A `FetchOverviewUseCase` that answers what its `stub` is told to and records its calls.
public final class MockFetchOverviewUseCase: FetchOverviewUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Void, ReminderOverview>("MockFetchOverviewUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute() async throws(DomainError) -> ReminderOverview {
        try stub(())
    }
}
