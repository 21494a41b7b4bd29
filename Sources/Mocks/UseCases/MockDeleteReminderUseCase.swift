import Domain
import Entities

/// A `DeleteReminderUseCase` that answers what its `stub` is told to and records its calls.
public final class MockDeleteReminderUseCase: DeleteReminderUseCase {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Reminder.ID, Void>("MockDeleteReminderUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// A mock failing with `error`.
    public convenience init(failing error: DomainError) {
        self.init()
        stub.fails(error)
    }

    /// Records the call and answers as `stub` was told to.
    public func execute(id: Reminder.ID) async throws(DomainError) {
        try stub(id)
    }
}
