import Domain
import Entities

/// An `UndoCompletionUseCase` that answers what its `stub` is told to and records its calls.
public final class MockUndoCompletionUseCase: UndoCompletionUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The reminder whose completion is taken back.
        public var id: Reminder.ID
        /// The occurrence that completion recorded.
        public var occurrence: Reminder.ID

        /// Creates a call.
        public init(id: Reminder.ID, occurrence: Reminder.ID) {
            self.id = id
            self.occurrence = occurrence
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, CompletionUndo>("MockUndoCompletionUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(id: Reminder.ID, occurrence: Reminder.ID) async throws(DomainError) -> CompletionUndo {
        try stub(Call(id: id, occurrence: occurrence))
    }
}
