import Domain
import Entities
import Foundation

/// What an alert says, in the person's language: the lines of its email and of its push
/// notification. The web front puts them in its mail templates, with the links.
public struct AlertTexts: Sendable, Equatable, Encodable {
    /// "Reminder: Buy milk", or "Late reminder: Buy milk".
    public var subject: String
    public var title: String
    /// "Due today, 09:00".
    public var due: String
    /// "In Groceries".
    public var list: String
    public var notes: String?
    /// Why it comes late, when it does.
    public var late: String?
    /// The label of the link to the reminder.
    public var open: String
    /// The label of the link that marks it done.
    public var markDone: String
    /// Why the person gets this email, and how to stop it.
    public var why: String
    /// The push notification's title and line.
    public var pushTitle: String
    public var pushBody: String
}

/// What a daily summary says, in the person's language.
public struct SummaryTexts: Sendable, Equatable, Encodable {
    /// One reminder in it.
    public struct Item: Sendable, Equatable, Encodable {
        public var reminderID: Reminder.ID
        public var title: String
        /// "Groceries · 09:00", or "Groceries · Thu 19 Nov" for an overdue one.
        public var detail: String
    }

    /// A part of it: due today, or overdue.
    public struct Section: Sendable, Equatable, Encodable {
        /// "Due today (2)".
        public var heading: String
        public var items: [Item]
    }

    /// "Your reminders for Sat 21 Nov".
    public var subject: String
    public var intro: String
    /// Only the parts that have reminders, due today first.
    public var sections: [Section]
    /// The label of the link that stops the summary.
    public var stop: String
    /// Why the person gets this email.
    public var why: String
}

/// Writes `AlertTexts` and `SummaryTexts` from the string catalog of the person's language, with
/// days and times in their time zone, relative to the alert's or summary's own day.
public struct NotificationTexts: Sendable {
    private let strings: StringCatalog
    private let timeZone: TimeZone

    /// Texts in `strings`' language, for a person in `timeZone`.
    public init(strings: StringCatalog, timeZone: TimeZone) {
        self.strings = strings
        self.timeZone = timeZone
    }

    /// The texts of `occasion`'s alert; days are said relative to the day it alerts on.
    public func alert(_ occasion: AlertOccasion) -> AlertTexts {
        let reminder = occasion.reminder.reminder
        let dates = DateTexts(strings: strings, clock: MomentClock(moment: occasion.alertAt, timeZone: timeZone))
        let due = reminder.due.map { strings.string(.notificationAlertDue, dates.due($0)) } ?? ""
        let list = strings.string(.notificationAlertList, occasion.reminder.listName)
        let moment = SystemCalendarClock.local(occasion.alertAt, in: timeZone).time.description
        return AlertTexts(
            subject: strings.string(occasion.isLate ? .notificationAlertLateSubject : .notificationAlertSubject, reminder.title),
            title: reminder.title, due: due, list: list, notes: reminder.notes,
            late: occasion.isLate ? strings.string(.notificationAlertLate, moment) : nil,
            open: strings[.notificationAlertOpen], markDone: strings[.notificationAlertMarkDone], why: strings[.notificationAlertWhy],
            pushTitle: occasion.isLate ? strings.string(.notificationPushLateTitle, reminder.title) : reminder.title,
            pushBody: [due, occasion.reminder.listName].filter { !$0.isEmpty }.joined(separator: " · ")
        )
    }

    /// The texts of `summary`; its reminders are said relative to its day.
    public func summary(_ summary: DailySummary) -> SummaryTexts {
        let dates = DateTexts(strings: strings, clock: MomentClock(day: summary.day, timeZone: timeZone))
        func items(_ reminders: [ListedReminder], dayShown: Bool) -> [SummaryTexts.Item] {
            reminders.map { listed in
                let due = listed.reminder.due.map { dayShown ? dates.due($0) : ($0.time?.description ?? "") } ?? ""
                return SummaryTexts.Item(
                    reminderID: listed.reminder.id, title: listed.reminder.title,
                    detail: [listed.listName, due].filter { !$0.isEmpty }.joined(separator: " · ")
                )
            }
        }
        let sections = [
            SummaryTexts.Section(
                heading: strings.string(.notificationSummaryDueToday, summary.dueToday.count), items: items(summary.dueToday, dayShown: false)
            ),
            SummaryTexts.Section(
                heading: strings.string(.notificationSummaryOverdue, summary.overdue.count), items: items(summary.overdue, dayShown: true)
            ),
        ]
        return SummaryTexts(
            subject: strings.string(.notificationSummarySubject, dates.calendarDay(summary.day)),
            intro: strings[.notificationSummaryIntro], sections: sections.filter { !$0.items.isEmpty },
            stop: strings[.notificationSummaryStop], why: strings[.notificationSummaryWhy]
        )
    }
}

/// A clock stopped at one moment, in a time zone: the alert's or the summary's "now", from which
/// its days are said ("today", "yesterday").
private struct MomentClock: CalendarClock {
    let moment: Date
    let timeZone: TimeZone

    init(moment: Date, timeZone: TimeZone) {
        self.moment = moment
        self.timeZone = timeZone
    }

    /// Noon of `day`: only the day matters to a summary.
    init(day: LocalDate, timeZone: TimeZone) {
        self.init(moment: ReminderAlert.atTime.instant(for: DueDate(date: day), dateOnlyTime: LocalTime(hour: 12, minute: 0)!, in: timeZone), timeZone: timeZone)
    }

    func now() -> Date { moment }

    func localNow() -> (date: LocalDate, time: LocalTime) { SystemCalendarClock.local(moment, in: timeZone) }
}
