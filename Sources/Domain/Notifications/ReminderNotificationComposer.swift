import Entities
import Foundation

/// A reminder's alert as it is sent: the reminder and its list, whose it is, and how late.
public struct AlertOccasion: Sendable, Equatable {
    public var reminder: ListedReminder
    public var owner: User
    /// The instant it was due to alert.
    public var alertAt: Date
    /// Whether it goes out late (the server was down at its moment): its messages say so.
    public var isLate: Bool
    /// Whether its messages offer to mark it done: only to someone who may change the reminder
    /// (not a viewer of its list).
    public var offersMarkDone: Bool

    /// Creates one.
    public init(reminder: ListedReminder, owner: User, alertAt: Date, isLate: Bool, offersMarkDone: Bool = true) {
        self.reminder = reminder
        self.owner = owner
        self.alertAt = alertAt
        self.isLate = isLate
        self.offersMarkDone = offersMarkDone
    }
}

/// A person's daily summary: their day, and what is due that day and overdue before it.
public struct DailySummary: Sendable, Equatable {
    public var owner: User
    /// The day it is about, in the person's time zone.
    public var day: LocalDate
    /// Open reminders due that day, earliest first.
    public var dueToday: [ListedReminder]
    /// Open reminders due before that day, earliest first.
    public var overdue: [ListedReminder]

    /// Creates one.
    public init(owner: User, day: LocalDate, dueToday: [ListedReminder], overdue: [ListedReminder]) {
        self.owner = owner
        self.day = day
        self.dueToday = dueToday
        self.overdue = overdue
    }

    /// Whether it has nothing to say (then it is not sent).
    public var isEmpty: Bool { dueToday.isEmpty && overdue.isEmpty }
}

/// Writes the alerts and the daily summary in the person's language, with absolute links (to the
/// reminder, to mark it done, to stop the summary). The web front implements it.
public protocol ReminderNotificationComposer: Sendable {
    /// The email of an alert.
    func alertMail(_ occasion: AlertOccasion) -> MailMessage
    /// The push notification of an alert.
    func alertPush(_ occasion: AlertOccasion) -> PushMessage
    /// The email of a daily summary (never empty).
    func summaryMail(_ summary: DailySummary) -> MailMessage
}
