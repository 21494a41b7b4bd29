import Domain
import Entities
import Foundation

/// A `ReminderNotificationComposer` for tests: plain messages whose subject and body say what
/// they are about, so a test can tell them apart (`Alert: Buy milk`, `Late alert: …`, `Summary: 2 due, 1 overdue`).
public struct FakeNotificationComposer: ReminderNotificationComposer {
    /// A composer.
    public init() {}

    public func alertMail(_ occasion: AlertOccasion) -> MailMessage {
        let subject = (occasion.isLate ? "Late alert: " : "Alert: ") + occasion.reminder.reminder.title
        return MailMessage(to: occasion.owner.email, subject: subject, text: subject, html: "<p>\(subject)</p>")
    }

    public func alertPush(_ occasion: AlertOccasion) -> PushMessage {
        let reminder = occasion.reminder.reminder
        return PushMessage(
            title: (occasion.isLate ? "Late: " : "") + reminder.title, body: occasion.reminder.listName,
            url: "https://reminders.test/reminders/\(reminder.id)/edit",
            markDoneURL: occasion.offersMarkDone ? "https://reminders.test/done/\(reminder.id)" : nil,
            markDoneLabel: occasion.offersMarkDone ? "Mark done" : nil, tag: "reminder-\(reminder.id)"
        )
    }

    public func summaryMail(_ summary: DailySummary) -> MailMessage {
        let subject = "Summary: \(summary.dueToday.count) due, \(summary.overdue.count) overdue"
        let titles = (summary.dueToday + summary.overdue).map(\.reminder.title).joined(separator: ", ")
        return MailMessage(
            to: summary.owner.email, subject: subject, text: titles, html: "<p>\(titles)</p>",
            unsubscribeURL: "https://reminders.test/stop-summary/\(summary.owner.id)"
        )
    }
}
