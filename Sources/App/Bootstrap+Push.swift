import Data
import Domain

extension Bootstrap {
    /// The push use cases' dependencies: subscriptions in `database`, keys checked on P-256,
    /// browsers subscribing with `keys`' public key.
    static func pushDependencies(database: AppDatabase, keys: VAPIDKeys, allowsLoopbackHTTP: Bool) -> PushDependencies {
        PushDependencies(
            subscriptions: SQLitePushSubscriptionRepository(database: database), keys: P256PushKeyValidator(),
            policy: PushPolicy(applicationServerKey: keys.publicKeyBase64URL, allowsLoopbackHTTP: allowsLoopbackHTTP)
        )
    }

    /// The transport the outbox's worker delivers push messages with: encrypted for each
    /// subscription and signed with `keys` (`VAPIDKeys.kept(in:)`, the same key the browsers
    /// subscribed with), naming `subject` as the operator (`pushSubject(…)`). On
    /// `DeliveryFailure.subscriptionGone` the worker removes the subscription
    /// (`PushSubscriptionRepository.removeGone`).
    static func pushTransport(keys: VAPIDKeys, subject: String) -> any PushTransport {
        WebPushTransport(keys: keys, subject: subject)
    }

    /// Whom a push service can reach about this server (VAPID's `sub`): `mailto:` the
    /// address mail is sent from, else the public URL when it is `https://`, else a `mailto:`
    /// of the host (push services ask for one; RFC 8292 section 2.1).
    static func pushSubject(mailFrom: String?, publicURL: String) -> String {
        if let mailFrom, !mailFrom.isEmpty { return "mailto:\(mailFrom)" }
        if publicURL.lowercased().hasPrefix("https://") { return publicURL }
        return "mailto:reminders@localhost"
    }
}
