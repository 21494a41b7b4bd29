import Entities
import Foundation
import Testing

/// What a reminder says, held whole by the reminder and its draft.
struct ReminderDetailsTests {
    private let createdAt = Date(timeIntervalSince1970: 1_795_262_400)

    @Test func newDetails_haveATitleAndEveryOtherFieldEmpty() {
        let details = ReminderDetails(title: "Buy milk")
        #expect(details.title == "Buy milk")
        #expect(details.notes == nil)
        #expect(details.priority == Priority.none)
        #expect(!details.isFlagged)
        #expect(details.tags.isEmpty)
    }

    @Test func aReminder_readsAndWritesTheFieldsOfItsDetailsAsItsOwn() {
        var details = ReminderDetails(title: "Pay rent")
        details.priority = .high
        var reminder = Reminder(id: 1, listID: 2, details: details, createdAt: createdAt)
        #expect(reminder.priority == .high)

        reminder.notes = "by the first"
        #expect(reminder.details.notes == "by the first")
        #expect(reminder.details.priority == .high)
    }

    @Test func aDraft_readsAndWritesTheFieldsOfItsDetailsAsItsOwn() {
        var draft = ReminderDraft(ReminderDetails(title: "Pay rent"), dueDate: LocalDate("2026-12-01"))
        draft.isFlagged = true
        #expect(draft.details.isFlagged)
        #expect(draft.title == "Pay rent")
        #expect(draft.due == DueDate(date: LocalDate("2026-12-01")!))
    }

    @Test func aReminder_becomesADraftThatDescribesItAsItIs_andEditingItWithThatDraftChangesNothing() throws {
        var details = ReminderDetails(title: "Pay rent")
        details.notes = "by the first"
        details.priority = .medium
        details.isFlagged = true
        details.tags = [Tag("home")].compactMap { $0 }
        let due = DueDate(date: LocalDate("2026-12-01")!, time: LocalTime("09:00"))
        let rule = RepeatRule(.monthly(day: 1))
        let repetition = Repetition(rule: rule, firstDate: LocalDate("2026-12-01")!)
        let reminder = Reminder(
            id: 4, listID: 2, details: details, due: due, createdAt: createdAt, repetition: repetition, alert: .atTime,
            link: WebLink("https://example.com/rent")
        )

        let draft = reminder.draft

        #expect(draft == ReminderDraft(
            details, dueDate: due.date, dueTime: due.time, repeatRule: rule, alert: .atTime, link: "https://example.com/rent"
        ))
        var edited = reminder
        edited.edit(with: try draft.validated().get())
        #expect(edited == reminder)
    }

    @Test func aFieldOfTheDetails_passesFromADraftToTheReminderWhole() {
        var details = ReminderDetails(title: "Pay rent")
        details.notes = "by the first"
        let reminder = Reminder(ReminderDraft(details), listID: 2, createdAt: createdAt)
        #expect(reminder.details == details)
    }
}
