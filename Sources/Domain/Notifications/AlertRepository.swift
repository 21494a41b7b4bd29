import Entities
import Foundation

/// An alert whose moment has come: which reminder, at which instant, for whom — one of the people
/// it alerts (`AlertRecipients`), each of whom has an alert of their own.
public struct DueAlert: Sendable, Equatable {
    public var key: AlertKey
    public var recipientID: User.ID

    /// Creates one.
    public init(key: AlertKey, recipientID: User.ID) {
        self.key = key
        self.recipientID = recipientID
    }
}

/// A daily summary whose moment has come: whose, and the instant it was due.
public struct DueSummary: Sendable, Equatable {
    public var userID: User.ID
    public var summaryAt: Date

    /// Creates one.
    public init(userID: User.ID, summaryAt: Date) {
        self.userID = userID
        self.summaryAt = summaryAt
    }
}

/// A reminder with the name of its list, as alerts and summaries show it.
public struct ListedReminder: Sendable, Equatable {
    public var reminder: Reminder
    public var listName: String

    /// Creates one.
    public init(reminder: Reminder, listName: String) {
        self.reminder = reminder
        self.listName = listName
    }
}

/// Where the scheduler finds the alerts and summaries that are due, and claims them.
///
/// A claim is one transaction: it takes the alert (or the day's summary) only if it is still
/// unclaimed and unchanged, and stores the messages that deliver it in the outbox in the same
/// transaction — so an alert is claimed once, by one process, and a claimed alert's messages are
/// never lost. The stores find due alerts through an index of the pending ones only.
public protocol AlertRepository: Sendable {
    /// The pending alerts due at `now` — of open, undeleted reminders — earliest first, at most `limit`.
    func dueAlerts(at now: Date, limit: Int) async throws(RepositoryError) -> [DueAlert]
    /// The reminder `alert` is for, with its list's name, its recipient, and the role they hold on
    /// its list; nil if either is gone, or the reminder no longer alerts them (it was assigned to
    /// someone else, they left its list or muted it).
    func occasion(of alert: DueAlert) async throws(RepositoryError) -> (reminder: ListedReminder, owner: User, role: ListRole)?
    /// Claims `alert` and stores `payloads` (which may be none) as messages delivering it, in one
    /// transaction; false, storing nothing, if it is no longer pending at that instant (claimed
    /// already, completed, deleted, or rescheduled).
    func claim(_ alert: DueAlert, sending payloads: [OutboundNotification.Payload], at now: Date) async throws(RepositoryError) -> Bool
    /// The daily summaries due at `now`, earliest first, at most `limit`.
    func dueSummaries(at now: Date, limit: Int) async throws(RepositoryError) -> [DueSummary]
    /// The person `userID` and their open reminders due on or before the day `day` gives for
    /// them (it depends on their time zone), earliest due first, at most `limit`; nil if the
    /// account is gone.
    func summary(
        of userID: User.ID, through day: @escaping @Sendable (User) -> LocalDate, limit: Int
    ) async throws(RepositoryError) -> (owner: User, reminders: [ListedReminder])?
    /// Claims `summary` — moving the person's next summary to `next` — and stores `payloads`,
    /// in one transaction; false, storing nothing, if it was claimed already or the person
    /// changed it.
    func claim(_ summary: DueSummary, next: Date, sending payloads: [OutboundNotification.Payload], at now: Date) async throws(RepositoryError) -> Bool
    /// The earliest pending alert or summary, due or not; nil when none is pending.
    func nextDue() async throws(RepositoryError) -> Date?
}
