import Entities
import Foundation
import Testing

/// Taking back the completion of a repeating reminder: the reminder as it was before, but only
/// while it and the occurrence recorded are exactly what that completion left.
struct ReminderCompletionUndoTests {
    private let createdAt = Date(timeIntervalSince1970: 1_795_262_400)
    private let now = Date(timeIntervalSince1970: 1_795_310_000)

    /// "Pay rent" weekly on Mondays from 2026-11-23 at 09:00, with a tag, an alert and its uid,
    /// one occurrence done already.
    private var rent: Reminder {
        var rent = Reminder(
            id: 3, listID: 1, title: "Pay rent", due: DueDate(date: LocalDate("2026-11-30")!, time: LocalTime("09:00")), createdAt: createdAt,
            repetition: Repetition(rule: RepeatRule(.weekly(on: [.monday])), firstDate: LocalDate("2026-11-23")!, completedCount: 1),
            tags: [Tag("home")!], alert: ReminderAlert(minutesBefore: 15), uid: ReminderUID("rent-series")
        )
        rent.notes = "Standing order failed"
        return rent
    }

    /// `reminder` completed now, as the store keeps it: the record with id 9 and a uid of its own.
    private func completed(_ reminder: Reminder) throws -> (reminder: Reminder, record: Reminder) {
        let completion = reminder.completing(at: now)
        var record = try #require(completion.record)
        record.id = 9
        record.uid = ReminderUID("occurrence-9")
        return (completion.reminder, record)
    }

    @Test func theCompletionTakenBack_givesTheReminderExactlyAsItWas() throws {
        let (advanced, record) = try completed(rent)
        #expect(advanced.due?.date == LocalDate("2026-12-07"))

        #expect(advanced.beforeCompletion(recorded: record) == rent)
    }

    @Test func theFirstCompletionOfASeries_takenBack_startsItAgainWithNoneDone() throws {
        var first = rent
        first.due = DueDate(date: LocalDate("2026-11-23")!, time: LocalTime("09:00"))
        first.repetition?.completedCount = 0
        let (advanced, record) = try completed(first)

        #expect(advanced.beforeCompletion(recorded: record) == first)
    }

    @Test func theReminderEditedSince_cannotBeTakenBack() throws {
        let (advanced, record) = try completed(rent)
        var edited = advanced
        edited.title = "Pay the rent"

        #expect(edited.beforeCompletion(recorded: record) == nil)
    }

    @Test func theReminderCompletedAgainSince_cannotBeTakenBackPastTheLatest() throws {
        let (advanced, record) = try completed(rent)
        let (again, latest) = try completed(advanced)

        #expect(again.beforeCompletion(recorded: record) == nil)
        #expect(again.beforeCompletion(recorded: latest) == advanced)
    }

    @Test func theReminderMovedToAnotherListOrDayOrRuleSince_cannotBeTakenBack() throws {
        let (advanced, record) = try completed(rent)
        var moved = advanced
        moved.listID = 2
        var redated = advanced
        redated.due = DueDate(date: LocalDate("2026-12-08")!, time: LocalTime("09:00"))
        var ruled = advanced
        ruled.repetition?.rule = RepeatRule(.weekly(on: [.tuesday]))

        #expect(moved.beforeCompletion(recorded: record) == nil)
        #expect(redated.beforeCompletion(recorded: record) == nil)
        #expect(ruled.beforeCompletion(recorded: record) == nil)
    }

    @Test func theRecordReopenedOrEditedSince_cannotBeTakenBack() throws {
        let (advanced, record) = try completed(rent)
        var reopened = record
        reopened.completedAt = nil
        var edited = record
        edited.notes = nil

        #expect(advanced.beforeCompletion(recorded: reopened) == nil)
        #expect(advanced.beforeCompletion(recorded: edited) == nil)
    }

    @Test func aRecordOfAnotherReminder_orTheReminderItself_cannotBeTakenBack() throws {
        let (advanced, record) = try completed(rent)
        var other = record
        other.title = "Water the plants"
        var itself = advanced
        itself.completedAt = now

        #expect(advanced.beforeCompletion(recorded: other) == nil)
        #expect(advanced.beforeCompletion(recorded: itself) == nil)
    }

    @Test func aReminderThatDoesNotRepeat_orHasNoCompletionCounted_hasNothingToTakeBack() throws {
        let (advanced, record) = try completed(rent)
        var plain = advanced
        plain.repetition = nil
        var uncounted = advanced
        uncounted.repetition?.completedCount = 0

        #expect(plain.beforeCompletion(recorded: record) == nil)
        #expect(uncounted.beforeCompletion(recorded: record) == nil)
    }
}
