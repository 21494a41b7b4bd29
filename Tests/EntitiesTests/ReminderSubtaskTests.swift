import Entities
import Foundation
import Testing

/// One level of subtasks, in the parent's list; moving a subtask elsewhere takes it from its parent.
struct ReminderSubtaskTests {
    private let createdAt = Date(timeIntervalSince1970: 1_795_262_400)
    private var parent: Reminder { Reminder(id: 7, listID: 2, title: "Pack for the trip", createdAt: createdAt) }

    @Test func aReminderOfTheList_takesSubtasks_aSubtaskDoesNot() {
        var subtask = parent
        subtask.parentID = 3
        #expect(parent.takesSubtasks)
        #expect(!subtask.takesSubtasks)
    }

    @Test func aSubtask_isInItsParentsList_underIt_withTheDraftsFields() throws {
        let draft = ReminderDraft(
            title: "Passport", notes: "In the drawer", dueDate: day("2026-12-01"), dueTime: time("09:00"), priority: .high,
            isFlagged: true, tags: [Tag("travel")!], repeatRule: RepeatRule(.daily)
        )
        let later = createdAt.addingTimeInterval(60)

        let subtask = try parent.subtask(draft, createdAt: later).get()

        #expect(subtask == Reminder(
            id: 0, listID: 2, title: "Passport", notes: "In the drawer", due: DueDate(date: day("2026-12-01"), time: time("09:00")),
            priority: .high, isFlagged: true, createdAt: later, parentID: 7,
            repetition: Repetition(rule: RepeatRule(.daily), firstDate: day("2026-12-01")), tags: [Tag("travel")!]
        ))
    }

    @Test func aSubtaskOfASubtask_isRefused_asNested() {
        var subtask = parent
        subtask.parentID = 3

        let result = subtask.subtask(ReminderDraft(title: "Socks"), createdAt: createdAt)

        #expect(result == .failure(ValidationErrors([.parent: .nestedSubtask])))
    }

    @Test func movedToItsOwnList_itStaysAsItIs() {
        var subtask = parent
        subtask.parentID = 3
        #expect(subtask.moved(to: 2) == subtask)
    }

    @Test func aSubtaskMovedToAnotherList_leavesItsParent() {
        var subtask = parent
        subtask.parentID = 3

        let moved = subtask.moved(to: 5)

        var expected = parent
        expected.listID = 5
        #expect(moved == expected)
    }

    @Test func aParentMovedToAnotherList_keepsEverythingButItsList() {
        var expected = parent
        expected.listID = 5
        #expect(parent.moved(to: 5) == expected)
    }
}
