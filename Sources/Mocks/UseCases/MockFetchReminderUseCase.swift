import Domain
import Entities

/// A `FetchReminderUseCase` that answers what its `stub` is told to and records its calls.
public final class MockFetchReminderUseCase: FetchReminderUseCase {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Reminder.ID, Reminder>("MockFetchReminderUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// A mock answering `output`.
    public convenience init(returning output: Reminder) {
        self.init()
        stub.returns(output)
    }

    /// A mock failing with `error`.
    public convenience init(failing error: DomainError) {
        self.init()
        stub.fails(error)
    }

    /// Records the call and answers as `stub` was told to.
    public func execute(id: Reminder.ID) async throws(DomainError) -> Reminder {
        return try stub(id)
    }
}
