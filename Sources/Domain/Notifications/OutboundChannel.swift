import Entities

/// The ways a message leaves the app, as the outbox's `channel` column and the log name them.
public enum OutboundChannel: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Email, handed to the mail system (`--sendmail`).
    case mail
    /// A Web Push notification, posted to a browser's push service.
    case push
    /// Feedback, posted to the operator's endpoint (`--feedback-url`).
    case webhook

    public var description: String { rawValue }
}

/// Where a message goes, as far as waiting is concerned: the messages of one destination wait
/// together when it fails (it rests: `OutboxRepository.rest`), and never hold another's.
public enum OutboundDestination: Sendable, Hashable, CustomStringConvertible {
    /// The mail system: one for all mail.
    case mailSystem
    /// One browser's push subscription.
    case pushSubscription(PushSubscription.ID)
    /// The operator's feedback endpoint.
    case webhook

    /// Its name in storage and the log: `mail`, `push:ID`, `webhook`.
    public var description: String {
        switch self {
        case .mailSystem: "mail"
        case .pushSubscription(let id): "push:\(id)"
        case .webhook: "webhook"
        }
    }
}
