import Dispatch
import Domain
import Foundation
import Synchronization

/// A `PushTransport` whose push services behave as each test says, by endpoint: answer at once,
/// answer after a wait, fail, or never answer at all. The waits ignore cancellation, as a
/// transport stuck in a read does: only the engine's own deadline can free its caller.
public final class ScriptedPushTransport: PushTransport, Sendable {
    /// How the push service of one endpoint behaves.
    public enum Behaviour: Sendable {
        /// Takes the message at once.
        case answer
        /// Takes it after this long (wall clock), whatever happens to the caller meanwhile.
        case answerAfter(Duration)
        /// Never answers (a drip that never ends) until `release()`, then fails for now.
        case hang
        /// Fails at once.
        case fail(DeliveryFailure)
    }

    private struct State {
        var behaviours: [String: Behaviour] = [:]
        var sent: [(endpoint: String, message: PushMessage)] = []
        var attempts: [String] = []
        var hanging: [CheckedContinuation<Void, Never>] = []
        var released = false
        var inFlight = 0
        var mostAtOnce = 0
    }

    private let state = Mutex(State())

    /// A transport whose services all answer at once until told otherwise.
    public init() {}

    /// Makes the service of `endpoint` behave as `behaviour`.
    public func set(_ behaviour: Behaviour, for endpoint: String) {
        state.withLock { $0.behaviours[endpoint] = behaviour }
    }

    /// The messages taken, with their endpoints, in the order taken.
    public var sent: [(endpoint: String, message: PushMessage)] { state.withLock { $0.sent } }
    /// The endpoints of every attempt begun, in order.
    public var attempts: [String] { state.withLock { $0.attempts } }
    /// The most attempts that were under way at once.
    public var mostAtOnce: Int { state.withLock { $0.mostAtOnce } }

    /// Ends every hanging attempt (with a temporary failure), and those begun from now on.
    public func release() {
        let waiting = state.withLock { state in
            state.released = true
            defer { state.hanging = [] }
            return state.hanging
        }
        waiting.forEach { $0.resume() }
    }

    public func send(_ message: PushMessage, to subscription: PushSubscription) async throws(DeliveryFailure) {
        let behaviour = state.withLock { state in
            state.attempts.append(subscription.endpoint)
            state.inFlight += 1
            state.mostAtOnce = max(state.mostAtOnce, state.inFlight)
            return state.behaviours[subscription.endpoint] ?? .answer
        }
        defer { state.withLock { $0.inFlight -= 1 } }
        switch behaviour {
        case .answer:
            break
        case .answerAfter(let wait):
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let nanoseconds = wait.components.seconds * 1_000_000_000 + wait.components.attoseconds / 1_000_000_000
                DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) { continuation.resume() }
            }
        case .hang:
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state in
                    if !state.released { state.hanging.append(continuation) }
                    return state.released
                }
                if resumeNow { continuation.resume() }
            }
            throw .temporary("the push service never answered")
        case .fail(let failure):
            throw failure
        }
        state.withLock { $0.sent.append((subscription.endpoint, message)) }
    }
}
