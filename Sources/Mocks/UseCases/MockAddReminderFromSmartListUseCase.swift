import Domain
import Entities

/// An `AddReminderFromSmartListUseCase` that answers what its `stub` is told to and records its calls.
public final class MockAddReminderFromSmartListUseCase: AddReminderFromSmartListUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The draft given.
        public var draft: ReminderDraft
        /// The smart list it was added on.
        public var smartList: SmartList

        /// Creates a call.
        public init(draft: ReminderDraft, smartList: SmartList) {
            self.draft = draft
            self.smartList = smartList
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Reminder>("MockAddReminderFromSmartListUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(_ draft: ReminderDraft, from smartList: SmartList) async throws(DomainError) -> Reminder {
        try stub(Call(draft: draft, smartList: smartList))
    }
}
