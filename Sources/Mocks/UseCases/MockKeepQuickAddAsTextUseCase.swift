import Domain
import Entities

/// A `KeepQuickAddAsTextUseCase` that answers what its `stub` is told to and records its calls.
public final class MockKeepQuickAddAsTextUseCase: KeepQuickAddAsTextUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The reminder quick add read.
        public var id: Reminder.ID
        /// The text as typed.
        public var text: String
        /// Where it was added.
        public var destination: QuickAddDestination

        /// Creates a call.
        public init(id: Reminder.ID, text: String, destination: QuickAddDestination) {
            self.id = id
            self.text = text
            self.destination = destination
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Reminder>("MockKeepQuickAddAsTextUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(id: Reminder.ID, text: String, destination: QuickAddDestination) async throws(DomainError) -> Reminder {
        try stub(Call(id: id, text: text, destination: destination))
    }
}
