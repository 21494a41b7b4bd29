import Domain
import Entities

/// An `AddReminderFromTextUseCase` that answers what its `stub` is told to and records its calls.
public final class MockAddReminderFromTextUseCase: AddReminderFromTextUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The text typed.
        public var text: String
        /// Where it goes when it names no list.
        public var destination: QuickAddDestination

        /// Creates a call.
        public init(text: String, destination: QuickAddDestination) {
            self.text = text
            self.destination = destination
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, QuickAddResult>("MockAddReminderFromTextUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(_ text: String, to destination: QuickAddDestination) async throws(DomainError) -> QuickAddResult {
        try stub(Call(text: text, destination: destination))
    }
}
