import Domain
import Entities

/// A `RepositionReminderUseCase` that answers what its `stub` is told to and records its calls.
public final class MockRepositionReminderUseCase: RepositionReminderUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The reminder moved.
        public var id: Reminder.ID
        /// Where to.
        public var placement: ReminderPlacement

        /// Creates a call.
        public init(id: Reminder.ID, placement: ReminderPlacement) {
            self.id = id
            self.placement = placement
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Reminder>("MockRepositionReminderUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(id: Reminder.ID, to placement: ReminderPlacement) async throws(DomainError) -> Reminder {
        try stub(Call(id: id, placement: placement))
    }
}
