/// Delivers Web Push messages: encrypts each for its subscription (RFC 8291) and posts it to the
/// subscription's push service with the server's VAPID identification (RFC 8292, RFC 8030).
public protocol PushTransport: Sendable {
    /// Delivers `message` to `subscription`; `subscriptionGone` when the push service says the
    /// subscription no longer exists.
    func send(_ message: PushMessage, to subscription: PushSubscription) async throws(DeliveryFailure)
}
