import Domain
import Entities

/// A `DeleteReminderUseCase` that answers what its `stub` is told to and records its calls.
public final class MockDeleteReminderUseCase: DeleteReminderUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Reminder.ID, Int>("MockDeleteReminderUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    @discardableResult
    public func execute(id: Reminder.ID) async throws(DomainError) -> Int {
        try stub(id)
    }
}
