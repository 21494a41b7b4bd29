import Data
import Domain
import Foundation
import Outbound

extension Bootstrap {
    /// The push use cases' dependencies: subscriptions in `database`, keys checked on P-256,
    /// browsers subscribing with `keys`' public key to push services on `allowedHosts`.
    static func pushDependencies(database: AppDatabase, keys: VAPIDKeys, allowsLoopbackHTTP: Bool, allowedHosts: HostAllowList) -> PushDependencies {
        PushDependencies(
            subscriptions: SQLitePushSubscriptionRepository(database: database), keys: P256PushKeyValidator(),
            policy: PushPolicy(applicationServerKey: keys.publicKeyBase64URL, allowsLoopbackHTTP: allowsLoopbackHTTP, allowedHosts: allowedHosts)
        )
    }

    /// The transport the outbox's worker delivers push messages with: encrypted for each
    /// subscription and signed with `keys` (`VAPIDKeys.kept(in:)`, the same key the browsers
    /// subscribed with), naming `subject` as the operator (`pushSubject(…)`). On
    /// `DeliveryFailure.subscriptionGone` the worker removes the subscription
    /// (`PushSubscriptionRepository.removeGone`). It posts through `OutboundHTTPClient`, which
    /// holds every connection to `policy`'s destinations again after resolving the host.
    static func pushTransport(keys: VAPIDKeys, subject: String, policy: PushPolicy) -> any PushTransport {
        WebPushTransport(keys: keys, subject: subject, session: OutboundHTTPClient(destinations: policy.destinations))
    }

    /// Where feedback goes (`--feedback-url`): the operator's choice, so any address, a private
    /// one included, but with the same deadline, cap and no redirects as every outgoing request.
    static func feedbackRemote(endpoint: URL) -> RemoteFeedbackRepository {
        RemoteFeedbackRepository(endpoint: endpoint, session: OutboundHTTPClient(destinations: DestinationRule.operatorChosen))
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
