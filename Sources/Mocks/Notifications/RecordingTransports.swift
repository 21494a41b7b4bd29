import Domain
import Foundation
import Synchronization

/// A `MailTransport` that keeps what it is given, failing as told first.
public final class RecordingMailTransport: MailTransport, Sendable {
    private let state = Mutex<(sent: [MailMessage], failures: [DeliveryFailure])>(([], []))

    /// A transport that takes everything.
    public init() {}

    /// The messages taken, in order.
    public var sent: [MailMessage] { state.withLock { $0.sent } }

    /// Makes the next sends fail with `failures`, one each, in order.
    public func fail(with failures: DeliveryFailure...) {
        state.withLock { $0.failures += failures }
    }

    public func send(_ message: MailMessage) async throws(DeliveryFailure) {
        let failure: DeliveryFailure? = state.withLock { state in
            if !state.failures.isEmpty { return state.failures.removeFirst() }
            state.sent.append(message)
            return nil
        }
        if let failure { throw failure }
    }
}

/// A `PushTransport` that keeps what it is given, failing as told first.
public final class RecordingPushTransport: PushTransport, Sendable {
    private let state = Mutex<(sent: [(PushMessage, PushSubscription.ID)], failures: [DeliveryFailure])>(([], []))

    /// A transport that takes everything.
    public init() {}

    /// The messages taken, with the subscription each went to, in order.
    public var sent: [(message: PushMessage, subscriptionID: PushSubscription.ID)] { state.withLock { $0.sent.map { ($0.0, $0.1) } } }

    /// Makes the next sends fail with `failures`, one each, in order.
    public func fail(with failures: DeliveryFailure...) {
        state.withLock { $0.failures += failures }
    }

    public func send(_ message: PushMessage, to subscription: PushSubscription) async throws(DeliveryFailure) {
        let failure: DeliveryFailure? = state.withLock { state in
            if !state.failures.isEmpty { return state.failures.removeFirst() }
            state.sent.append((message, subscription.id))
            return nil
        }
        if let failure { throw failure }
    }
}
