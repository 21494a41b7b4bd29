import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// What alerts and summaries say, in English and German, with days said from their own day.
struct NotificationTextsTests {
    private let berlin = TimeZone(identifier: "Europe/Berlin")!
    private let owner = User(id: 1, email: "ada@example.com", displayName: "Ada", createdAt: fixtureDate)

    private func german() throws -> StringCatalog {
        try #require(try StringCatalog.bundledInEveryLanguage().first { $0.language == "de" })
    }

    private func occasion(late: Bool = false, notes: String? = nil, due: DueDate? = DueDate(date: .fixture("2026-11-21"), time: .fixture("09:00"))) -> AlertOccasion {
        let reminder = Reminder(id: 7, listID: 1, title: "Buy milk", notes: notes, due: due, createdAt: fixtureDate, alert: .atTime)
        // 2026-11-21 09:00 in Berlin.
        return AlertOccasion(reminder: ListedReminder(reminder: reminder, listName: "Groceries"), owner: owner, alertAt: Date(timeIntervalSince1970: 1_795_248_000), isLate: late)
    }

    @Test func anAlert_saysTheTitle_whenDue_andTheList() {
        let texts = NotificationTexts(strings: strings, timeZone: berlin).alert(occasion(notes: "Oat milk"))

        #expect(texts == AlertTexts(
            subject: "Reminder: Buy milk", title: "Buy milk", due: "Due Today, 09:00", list: "In Groceries", notes: "Oat milk", late: nil,
            open: "Open the reminder", markDone: "Mark done",
            why: "You get this email because the reminder has an alert. Change the alert on the reminder, or turn email alerts off in Settings.",
            pushTitle: "Buy milk", pushBody: "Due Today, 09:00 · Groceries"
        ))
    }

    @Test func aLateAlert_saysSo_inTheSubject_theNotification_andABodyLine() {
        let texts = NotificationTexts(strings: strings, timeZone: berlin).alert(occasion(late: true))

        #expect(texts.subject == "Late reminder: Buy milk")
        #expect(texts.pushTitle == "Late: Buy milk")
        #expect(texts.late == "This reminder comes late: it was due at 09:00, while the app was not running.")
    }

    @Test func anAlertDueTheNextDay_saysTomorrow() {
        let texts = NotificationTexts(strings: strings, timeZone: berlin).alert(occasion(due: DueDate(date: .fixture("2026-11-22"))))

        #expect(texts.due == "Due Tomorrow")
        #expect(texts.pushBody == "Due Tomorrow · Groceries")
    }

    @Test func anAlert_inGerman() throws {
        let texts = NotificationTexts(strings: try german(), timeZone: berlin).alert(occasion(late: true))

        #expect(texts.subject == "Verspätete Erinnerung: Buy milk")
        #expect(texts.due == "Fällig: Heute, 09:00")
        #expect(texts.markDone == "Als erledigt markieren")
    }

    private func summary() -> DailySummary {
        func listed(_ id: Reminder.ID, _ title: String, _ day: String, _ time: String? = nil) -> ListedReminder {
            ListedReminder(
                reminder: Reminder(id: id, listID: 1, title: title, due: DueDate(date: .fixture(day), time: time.map { .fixture($0) }), createdAt: fixtureDate),
                listName: "Home"
            )
        }
        return DailySummary(
            owner: owner, day: .fixture("2026-11-21"),
            dueToday: [listed(1, "Water plants", "2026-11-21"), listed(2, "Call Bob", "2026-11-21", "14:30")],
            overdue: [listed(3, "Pay rent", "2026-11-19")]
        )
    }

    @Test func aSummary_listsDueTodayThenOverdue_withTheirListsAndTimes() {
        let texts = NotificationTexts(strings: strings, timeZone: berlin).summary(summary())

        #expect(texts == SummaryTexts(
            subject: "Your reminders for Sat 21 Nov", intro: "Here is what is due today, and what is overdue.",
            sections: [
                SummaryTexts.Section(heading: "Due today (2)", items: [
                    SummaryTexts.Item(reminderID: 1, title: "Water plants", detail: "Home"),
                    SummaryTexts.Item(reminderID: 2, title: "Call Bob", detail: "Home · 14:30"),
                ]),
                SummaryTexts.Section(heading: "Overdue (1)", items: [SummaryTexts.Item(reminderID: 3, title: "Pay rent", detail: "Home · Thu 19 Nov")]),
            ],
            stop: "Stop the daily summary", why: "You get this email because the daily summary is on in your settings."
        ))
    }

    @Test func aSummaryWithNothingOverdue_hasNoOverdueSection_inGerman() throws {
        var only = summary()
        only.overdue = []

        let texts = NotificationTexts(strings: try german(), timeZone: berlin).summary(only)

        #expect(texts.subject == "Deine Erinnerungen für Sa., 21. Nov.")
        #expect(texts.sections.map(\.heading) == ["Heute fällig (2)"])
    }
}
