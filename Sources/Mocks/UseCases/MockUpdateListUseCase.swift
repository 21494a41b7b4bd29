import Domain
import Entities

/// A `UpdateListUseCase` that answers what its `stub` is told to and records its calls.
public final class MockUpdateListUseCase: UpdateListUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The identifier given.
        public var id: ReminderList.ID
        /// The draft given.
        public var draft: ReminderListDraft

        /// Creates a call.
        public init(id: ReminderList.ID, draft: ReminderListDraft) {
            self.id = id
            self.draft = draft
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, ReminderList>("MockUpdateListUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(id: ReminderList.ID, _ draft: ReminderListDraft) async throws(DomainError) -> ReminderList {
        return try stub(Call(id: id, draft: draft))
    }
}
