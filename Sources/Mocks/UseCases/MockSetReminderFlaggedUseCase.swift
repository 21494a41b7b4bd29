import Domain
import Entities

/// A `SetReminderFlaggedUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSetReminderFlaggedUseCase: SetReminderFlaggedUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The identifier given.
        public var id: Reminder.ID
        /// Whether the flag was asked for.
        public var isFlagged: Bool

        /// Creates a call.
        public init(id: Reminder.ID, isFlagged: Bool) {
            self.id = id
            self.isFlagged = isFlagged
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Reminder>("MockSetReminderFlaggedUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(id: Reminder.ID, isFlagged: Bool) async throws(DomainError) -> Reminder {
        return try stub(Call(id: id, isFlagged: isFlagged))
    }
}
