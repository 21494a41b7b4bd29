import Entities
import Foundation

/// A message waiting in the outbox to be handed to its channel, with what its retries need.
///
/// Everything the app sends goes through the outbox — mail, push, the operator's feedback
/// webhook: a page or the scheduler stores the message (in the same transaction as what caused
/// it) and returns; the delivery engine (`OutboxDelivery`) hands it over in the background,
/// retrying with backoff, so that a slow or failing destination never holds up a page or another
/// person's messages, and nothing acknowledged is lost in a restart.
public struct OutboundNotification: Sendable, Equatable, Identifiable {
    /// The storage's identifier.
    public typealias ID = Int64

    /// What is sent, and on which channel.
    public enum Payload: Sendable, Equatable {
        case mail(MailMessage)
        case push(PushMessage, subscriptionID: PushSubscription.ID)
        /// Feedback for the operator's endpoint.
        case webhook(Feedback)
        /// A stored payload of `channel` that cannot be read (written by hand, or its feedback is
        /// gone): it is dropped with `reason`, never tried.
        case unreadable(OutboundChannel, reason: String)
    }

    public let id: ID
    public var payload: Payload
    /// The account it is for (the recipient, or the sender of feedback): the outbox takes turns
    /// between accounts, so one account's backlog never holds another's messages. Nil for none.
    public var accountID: User.ID?
    /// The alert it delivers, when it delivers one: it is not sent if that reminder has since
    /// been completed, deleted or rescheduled.
    public var alert: AlertKey?
    /// Failed attempts so far.
    public var attempts: Int
    /// When it is next tried.
    public var nextAttemptAt: Date
    public var createdAt: Date

    /// Creates one.
    public init(
        id: ID, payload: Payload, accountID: User.ID? = nil, alert: AlertKey? = nil, attempts: Int = 0, nextAttemptAt: Date, createdAt: Date
    ) {
        self.id = id
        self.payload = payload
        self.accountID = accountID
        self.alert = alert
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.createdAt = createdAt
    }

    /// Its payload's channel.
    public var channel: OutboundChannel { payload.channel }
}

extension OutboundNotification.Payload {
    /// The channel it goes by.
    public var channel: OutboundChannel {
        switch self {
        case .mail: .mail
        case .push: .push
        case .webhook: .webhook
        case .unreadable(let channel, _): channel
        }
    }

    /// Where it goes: nil for an unreadable payload, which goes nowhere.
    public var destination: OutboundDestination? {
        switch self {
        case .mail: .mailSystem
        case .push(_, let subscriptionID): .pushSubscription(subscriptionID)
        case .webhook: .webhook
        case .unreadable: nil
        }
    }
}

/// One alert of one reminder: the reminder and the instant it alerts at. Rescheduling the reminder
/// makes a new key; the old one is then stale.
public struct AlertKey: Sendable, Hashable, Codable {
    public var reminderID: Reminder.ID
    public var alertAt: Date

    /// Creates a key.
    public init(reminderID: Reminder.ID, alertAt: Date) {
        self.reminderID = reminderID
        self.alertAt = alertAt
    }
}
