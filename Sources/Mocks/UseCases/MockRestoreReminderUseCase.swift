import Domain
import Entities

/// A `RestoreReminderUseCase` that answers what its `stub` is told to and records its calls.
public final class MockRestoreReminderUseCase: RestoreReminderUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Reminder.ID, Reminder>("MockRestoreReminderUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(id: Reminder.ID) async throws(DomainError) -> Reminder {
        try stub(id)
    }
}
