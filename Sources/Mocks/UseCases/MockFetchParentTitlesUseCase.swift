import Domain
import Entities

/// A `FetchParentTitlesUseCase` that answers what its `stub` is told to and records its calls.
public final class MockFetchParentTitlesUseCase: FetchParentTitlesUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got (the reminders given).
    public let stub = UseCaseStub<[Reminder], [Reminder.ID: String]>("MockFetchParentTitlesUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(for reminders: [Reminder]) async throws(DomainError) -> [Reminder.ID: String] {
        try stub(reminders)
    }
}
