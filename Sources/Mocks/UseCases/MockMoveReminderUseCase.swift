import Domain
import Entities

/// A `MoveReminderUseCase` that answers what its `stub` is told to and records its calls.
public final class MockMoveReminderUseCase: MoveReminderUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The identifier given.
        public var id: Reminder.ID
        /// The list it was moved to.
        public var listID: ReminderList.ID

        /// Creates a call.
        public init(id: Reminder.ID, listID: ReminderList.ID) {
            self.id = id
            self.listID = listID
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Reminder>("MockMoveReminderUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(id: Reminder.ID, toList listID: ReminderList.ID) async throws(DomainError) -> Reminder {
        return try stub(Call(id: id, listID: listID))
    }
}
