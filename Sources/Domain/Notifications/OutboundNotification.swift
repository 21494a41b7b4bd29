import Entities
import Foundation

/// A message waiting in the outbox to be handed to its channel, with what its retries need.
///
/// Everything the app sends goes through the outbox: a page or the scheduler stores the message
/// (in the same transaction as what caused it) and returns; the outbox's worker hands it over in
/// the background, retrying with backoff, so that a slow or failing mail system never holds up a
/// page and nothing acknowledged is lost in a restart.
public struct OutboundNotification: Sendable, Equatable, Identifiable {
    /// The storage's identifier.
    public typealias ID = Int64

    /// What is sent, and on which channel.
    public enum Payload: Sendable, Equatable {
        case mail(MailMessage)
        case push(PushMessage, subscriptionID: PushSubscription.ID)
    }

    public let id: ID
    public var payload: Payload
    /// The alert it delivers, when it delivers one: it is not sent if that reminder has since
    /// been completed, deleted or rescheduled.
    public var alert: AlertKey?
    /// Failed attempts so far.
    public var attempts: Int
    /// When it is next tried.
    public var nextAttemptAt: Date
    public var createdAt: Date

    /// Creates one.
    public init(id: ID, payload: Payload, alert: AlertKey? = nil, attempts: Int = 0, nextAttemptAt: Date, createdAt: Date) {
        self.id = id
        self.payload = payload
        self.alert = alert
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.createdAt = createdAt
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
