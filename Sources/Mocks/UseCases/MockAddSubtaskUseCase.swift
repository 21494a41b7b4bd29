import Domain
import Entities

/// An `AddSubtaskUseCase` that answers what its `stub` is told to and records its calls.
public final class MockAddSubtaskUseCase: AddSubtaskUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The draft given.
        public var draft: ReminderDraft
        /// The reminder it was to be a subtask of.
        public var parentID: Reminder.ID

        /// Creates a call.
        public init(draft: ReminderDraft, parentID: Reminder.ID) {
            self.draft = draft
            self.parentID = parentID
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Reminder>("MockAddSubtaskUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(_ draft: ReminderDraft, parentID: Reminder.ID) async throws(DomainError) -> Reminder {
        try stub(Call(draft: draft, parentID: parentID))
    }
}
