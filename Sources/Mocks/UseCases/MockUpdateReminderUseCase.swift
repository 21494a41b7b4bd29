import Domain
import Entities

/// A `UpdateReminderUseCase` that answers what its `stub` is told to and records its calls.
public final class MockUpdateReminderUseCase: UpdateReminderUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The identifier given.
        public var id: Reminder.ID
        /// The draft given.
        public var draft: ReminderDraft
        /// The list to move it to; nil to leave it where it is.
        public var listID: ReminderList.ID?

        /// Creates a call.
        public init(id: Reminder.ID, draft: ReminderDraft, listID: ReminderList.ID? = nil) {
            self.id = id
            self.draft = draft
            self.listID = listID
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Reminder>("MockUpdateReminderUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(id: Reminder.ID, _ draft: ReminderDraft, movingTo listID: ReminderList.ID?) async throws(DomainError) -> Reminder {
        return try stub(Call(id: id, draft: draft, listID: listID))
    }
}
