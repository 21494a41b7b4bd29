import Domain
import Entities
import Foundation

/// A `FeedbackRepository` (the operator's endpoint) that answers as scripted and records what it
/// was sent.
///
/// Each call takes the next of the scripted `answers(…)`; once they are used up, `stub(_:)`
/// answers; without one, the call fails loudly as an unconfigured `MockMethod` does, throwing
/// `FeedbackDeliveryError.unreachable` with the message.
public final class MockFeedbackRepository: FeedbackRepository, @unchecked Sendable {
    /// How a stub answers a call.
    public typealias Stub = @Sendable (Feedback) async throws(FeedbackDeliveryError) -> Void

    private let onUnconfigured: @Sendable (String) -> Void
    private let lock = NSLock()
    private var scripted: [Result<Void, FeedbackDeliveryError>] = []
    private var handler: Stub?
    private var recorded: [Feedback] = []

    /// A mock with nothing scripted; a call then reports to `onUnconfigured` (by default: an issue in the running test), then throws.
    public init(onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        self.onUnconfigured = onUnconfigured
    }

    /// Answers the next calls with `results`, one each, in order, after the answers scripted before.
    public func answers(_ results: Result<Void, FeedbackDeliveryError>...) {
        lock.withLock { scripted += results }
    }

    /// Answers every call after the scripted answers with `stub`.
    public func stub(_ stub: @escaping Stub) {
        lock.withLock { handler = stub }
    }

    /// Takes every feedback after the scripted answers.
    public func succeeds() {
        stub { _ throws(FeedbackDeliveryError) in }
    }

    /// The feedback of every call so far, oldest first.
    public var sent: [Feedback] { lock.withLock { recorded } }

    /// Records `feedback` and answers with the next scripted answer, or the stub.
    public func send(_ feedback: Feedback) async throws(FeedbackDeliveryError) {
        let (answer, handler): (Result<Void, FeedbackDeliveryError>?, Stub?) = lock.withLock {
            recorded.append(feedback)
            return (scripted.isEmpty ? nil : scripted.removeFirst(), self.handler)
        }
        if let answer { return try answer.get() }
        guard let handler else {
            let message = "MockFeedbackRepository.send not configured"
            onUnconfigured(message)
            throw .unreachable(message)
        }
        try await handler(feedback)
    }
}
