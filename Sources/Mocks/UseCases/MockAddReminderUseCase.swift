import Domain
import Entities

/// A `AddReminderUseCase` that answers what its `stub` is told to and records its calls.
public final class MockAddReminderUseCase: AddReminderUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The draft given.
        public var draft: ReminderDraft
        /// The list given.
        public var listID: ReminderList.ID

        /// Creates a call.
        public init(draft: ReminderDraft, listID: ReminderList.ID) {
            self.draft = draft
            self.listID = listID
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Reminder>("MockAddReminderUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(_ draft: ReminderDraft, listID: ReminderList.ID) async throws(DomainError) -> Reminder {
        return try stub(Call(draft: draft, listID: listID))
    }
}
