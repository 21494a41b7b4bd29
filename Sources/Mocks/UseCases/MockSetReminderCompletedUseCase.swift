import Domain
import Entities

/// A `SetReminderCompletedUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSetReminderCompletedUseCase: SetReminderCompletedUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The identifier given.
        public var id: Reminder.ID
        /// Whether completion was asked for.
        public var isCompleted: Bool

        /// Creates a call.
        public init(id: Reminder.ID, isCompleted: Bool) {
            self.id = id
            self.isCompleted = isCompleted
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, ReminderCompletion>("MockSetReminderCompletedUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// A mock answering that the reminder is now `reminder`, no occurrence recorded (completed
    /// or reopened; a repeating one moved on records one: `init(returning: ReminderCompletion)`).
    public convenience init(returning reminder: Reminder) {
        self.init()
        stub.returns(ReminderCompletion(reminder: reminder))
    }

    /// Records the call and answers as `stub` was told to.
    public func execute(id: Reminder.ID, isCompleted: Bool) async throws(DomainError) -> ReminderCompletion {
        return try stub(Call(id: id, isCompleted: isCompleted))
    }
}
