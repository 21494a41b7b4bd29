import Entities
import Foundation
import Testing

/// What completing a reminder leaves: a repeating one moves on and records the occurrence done.
struct ReminderCompletionTests {
    private let createdAt = Date(timeIntervalSince1970: 1_795_262_400)
    private let now = Date(timeIntervalSince1970: 1_795_310_000)

    private func reminder(due: String?, time: String? = nil, rule: RepeatRule? = nil, firstDate: String? = nil, done: Int = 0) -> Reminder {
        let due = due.map { DueDate(date: LocalDate($0)!, time: time.flatMap { LocalTime($0) }) }
        let repetition = rule.map { Repetition(rule: $0, firstDate: LocalDate(firstDate ?? "")!, completedCount: done) }
        return Reminder(id: 3, listID: 1, title: "Pay rent", due: due, createdAt: createdAt, repetition: repetition, tags: [Tag("home")!])
    }

    @Test func aReminderThatDoesNotRepeat_isCompletedAtTheTime() {
        let completion = reminder(due: "2026-11-30").completing(at: now)
        #expect(completion.reminder.completedAt == now)
        #expect(completion.record == nil && !completion.advanced)
    }

    @Test func aCompletedReminder_staysAsItWas() {
        var done = reminder(due: nil)
        done.completedAt = createdAt
        #expect(done.completing(at: now) == ReminderCompletion(reminder: done))
    }

    @Test func aRepeatingReminder_movesToItsNextOccurrence_keepingItsTimeAndUID_andRecordsTheOneDone_withoutAUID() {
        var rent = reminder(due: "2026-01-31", time: "09:00", rule: RepeatRule(.monthly(day: 31)), firstDate: "2026-01-31")
        rent.uid = ReminderUID("rent-series")

        let completion = rent.completing(at: now)

        // The 31st falls on the month's last day in a shorter month.
        #expect(completion.reminder.due == DueDate(date: LocalDate("2026-02-28")!, time: LocalTime("09:00")))
        #expect(completion.reminder.completedAt == nil)
        #expect(completion.reminder.repetition?.completedCount == 1)
        #expect(completion.reminder.repetition?.firstDate == LocalDate("2026-01-31"))
        #expect(completion.reminder.uid == ReminderUID("rent-series"))
        var record = rent
        record.completedAt = now
        record.repetition = nil
        record.uid = nil
        #expect(completion.record == record)
    }

    @Test func theLastOccurrence_completesTheReminder() {
        let twice = reminder(due: "2026-12-01", rule: RepeatRule(.daily, end: .afterOccurrences(2)), firstDate: "2026-11-30", done: 1)
        let completion = twice.completing(at: now)
        #expect(completion.reminder.completedAt == now && completion.record == nil)
    }

    @Test func anOccurrenceAfterTheEndDate_completesTheReminder() {
        let weekly = reminder(due: "2026-12-28", rule: RepeatRule(.weekly(on: [.monday]), end: .onDate(LocalDate("2027-01-03")!)), firstDate: "2026-12-07")
        #expect(weekly.completing(at: now).reminder.isCompleted)
    }
}

/// How a saved editor form carries a series on or starts it again.
struct RepetitionEditingTests {
    private let rule = RepeatRule(.weekly(on: [.monday, .thursday]))
    private let series = Repetition(rule: RepeatRule(.weekly(on: [.monday, .thursday])), firstDate: LocalDate("2026-11-02")!, completedCount: 7)

    @Test func theSameRuleAndDueDate_carryTheSeriesOn() {
        #expect(Repetition.edited(series, currentDue: LocalDate("2026-11-26"), rule: rule, due: LocalDate("2026-11-26")) == series)
    }

    @Test func anotherDueDate_startsTheSeriesThere() {
        #expect(Repetition.edited(series, currentDue: LocalDate("2026-11-26"), rule: rule, due: LocalDate("2026-12-03"))
            == Repetition(rule: rule, firstDate: LocalDate("2026-12-03")!))
    }

    @Test func anotherRule_startsTheSeriesAtTheDueDate() {
        let daily = RepeatRule(.daily)
        #expect(Repetition.edited(series, currentDue: LocalDate("2026-11-26"), rule: daily, due: LocalDate("2026-11-26"))
            == Repetition(rule: daily, firstDate: LocalDate("2026-11-26")!))
    }

    @Test func noRule_orNoDueDate_isNoRepetition() {
        #expect(Repetition.edited(series, currentDue: LocalDate("2026-11-26"), rule: nil, due: LocalDate("2026-11-26")) == nil)
        #expect(Repetition.edited(series, currentDue: LocalDate("2026-11-26"), rule: rule, due: nil) == nil)
    }
}
