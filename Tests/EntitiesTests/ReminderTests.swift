import Entities
import Foundation
import Testing

struct ReminderTests {
    private let createdAt = Date(timeIntervalSince1970: 1_795_262_400)

    @Test func init_defaultsToOpenAndUnflagged_withoutNotesDueDateOrPriority() {
        let reminder = Reminder(id: 7, listID: 2, title: "Buy milk", createdAt: createdAt)
        #expect(reminder.id == 7)
        #expect(reminder.listID == 2)
        #expect(reminder.title == "Buy milk")
        #expect(reminder.notes == nil)
        #expect(reminder.due == nil)
        #expect(reminder.priority == Priority.none)
        #expect(!reminder.isFlagged)
        #expect(reminder.link == nil)
        #expect(reminder.completedAt == nil)
        #expect(reminder.createdAt == createdAt)
        #expect(!reminder.isCompleted)
    }

    @Test func aLink_isKept() {
        let link = WebLink("https://example.com/rent")
        let reminder = Reminder(id: 1, listID: 1, title: "Pay rent", createdAt: createdAt, link: link)
        #expect(reminder.link == link)
        #expect(reminder.link?.host == "example.com")
    }

    @Test func aNewReminderFromADraft_holdsEveryFieldTheDraftSets_andRepeatsFromItsDueDate() {
        let draft = ReminderDraft(
            title: "Pay rent", notes: "By the 1st", dueDate: day("2026-12-01"), dueTime: time("09:00"), priority: .high, isFlagged: true,
            tags: [Tag("home")!], repeatRule: RepeatRule(.monthly(day: 1)), alert: ReminderAlert(minutesBefore: 15), link: "https://example.com/rent"
        )

        let reminder = Reminder(draft, listID: 3, createdAt: createdAt, completedAt: createdAt, parentID: 7)

        #expect(reminder == Reminder(
            id: 0, listID: 3, title: "Pay rent", notes: "By the 1st", due: DueDate(date: day("2026-12-01"), time: time("09:00")),
            priority: .high, isFlagged: true, completedAt: createdAt, createdAt: createdAt, parentID: 7,
            repetition: Repetition(rule: RepeatRule(.monthly(day: 1)), firstDate: day("2026-12-01")), tags: [Tag("home")!],
            alert: ReminderAlert(minutesBefore: 15), link: WebLink("https://example.com/rent")
        ))
    }

    @Test func editingWithADraft_replacesTheDraftsFields_keepsTheRestAndTheUID_andARepeatGoesOnUnlessItsRuleOrDayChanged() {
        let rule = RepeatRule(.monthly(day: 1))
        let original = Reminder(
            id: 4, listID: 3, title: "Pay rent", notes: "By the 1st", due: DueDate(date: day("2026-12-01")), isFlagged: true,
            completedAt: createdAt, createdAt: createdAt, parentID: 7,
            repetition: Repetition(rule: rule, firstDate: day("2026-10-01"), completedCount: 2), link: WebLink("https://example.com/rent"),
            uid: ReminderUID("rent")
        )
        var kept = original
        var moved = original

        kept.edit(with: ReminderDraft(title: "Pay the rent", dueDate: day("2026-12-01"), repeatRule: rule))
        moved.edit(with: ReminderDraft(title: "Pay rent", dueDate: day("2026-12-02"), dueTime: time("09:00"), repeatRule: rule))

        #expect(kept == Reminder(
            id: 4, listID: 3, title: "Pay the rent", due: DueDate(date: day("2026-12-01")), completedAt: createdAt, createdAt: createdAt,
            parentID: 7, repetition: original.repetition, uid: ReminderUID("rent")
        ))
        #expect(moved.repetition == Repetition(rule: rule, firstDate: day("2026-12-02")))
        #expect(moved.due == DueDate(date: day("2026-12-02"), time: time("09:00")))
    }

    @Test func completionDate_makesItCompleted() {
        let reminder = Reminder(id: 1, listID: 1, title: "Buy milk", completedAt: createdAt, createdAt: createdAt)
        #expect(reminder.isCompleted)
    }

    @Test func aFlag_isKept_andIsNoMatterOfCompletionOrDueDate() {
        let reminder = Reminder(id: 1, listID: 1, title: "Buy milk", isFlagged: true, createdAt: createdAt)
        #expect(reminder.isFlagged)
        #expect(!reminder.isCompleted)
        #expect(!reminder.isOverdue(today: day("2026-11-21"), now: time("08:00")))
    }

    @Test func open_withAPastDueDate_isOverdue() {
        let reminder = Reminder(id: 1, listID: 1, title: "Buy milk", due: DueDate(date: day("2026-11-20")), createdAt: createdAt)
        #expect(reminder.isOverdue(today: day("2026-11-21"), now: time("08:00")))
    }

    @Test func open_dueToday_atAnEarlierTime_isOverdue() {
        let reminder = Reminder(
            id: 1, listID: 1, title: "Buy milk", due: DueDate(date: day("2026-11-21"), time: time("07:59")), createdAt: createdAt
        )
        #expect(reminder.isOverdue(today: day("2026-11-21"), now: time("08:00")))
    }

    @Test func open_dueTodayWithoutTime_isNotOverdue() {
        let reminder = Reminder(id: 1, listID: 1, title: "Buy milk", due: DueDate(date: day("2026-11-21")), createdAt: createdAt)
        #expect(!reminder.isOverdue(today: day("2026-11-21"), now: time("23:59")))
    }

    @Test func completed_isNeverOverdue() {
        let reminder = Reminder(
            id: 1, listID: 1, title: "Buy milk", due: DueDate(date: day("2020-01-01")), completedAt: createdAt, createdAt: createdAt
        )
        #expect(!reminder.isOverdue(today: day("2026-11-21"), now: time("08:00")))
    }

    @Test func withoutDueDate_isNeverOverdue() {
        let reminder = Reminder(id: 1, listID: 1, title: "Buy milk", createdAt: createdAt)
        #expect(!reminder.isOverdue(today: day("2026-11-21"), now: time("08:00")))
    }
}

extension ReminderTests {
    @Test func aNewReminder_takesTheDraft_sAssignee_andEditingWithADraft_keepsItsOwn() {
        var draft = ReminderDraft(title: "Bins")
        draft.assigneeID = 7
        var reminder = Reminder(draft, listID: 1, createdAt: createdAt)
        #expect(reminder.assigneeID == 7)
        #expect(reminder.draft.assigneeID == 7)

        // A file's draft carries no assignee: an import that updates the reminder keeps it.
        reminder.edit(with: ReminderDraft(title: "Bins, both"))

        #expect(reminder.assigneeID == 7)
        #expect(reminder.title == "Bins, both")
    }
}
