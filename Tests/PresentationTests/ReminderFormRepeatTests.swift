import Entities
import Mocks
@testable import Presentation
import Testing

/// The reminder form filled from a stored reminder, and the repeat fieldset's values.
struct ReminderFormRepeatTests {
    @Test func aStoredReminder_fillsTheTagsAndTheRepeat() {
        let rule = RepeatRule(.monthlyOnLastDay, every: 2, end: .onDate(.fixture("2027-06-30")))
        let reminder = Reminder.fixture(
            due: DueDate(date: .fixture("2026-11-30")), repetition: Repetition(rule: rule, firstDate: .fixture("2026-10-31"), completedCount: 1),
            tags: [Entities.Tag("home")!, Entities.Tag("Bills")!]
        )

        let form = ReminderForm(reminder)

        #expect(form.tagsText == "#home #Bills")
        #expect(form.repeatRule == rule)
        #expect(form.repeatChoice == .monthly && form.repeatsOnLastDay && form.repeatIntervalText == "2")
        #expect(form.repeatEndChoice == "date" && form.repeatUntilText == "2027-06-30" && form.repeatCountText == "")
        #expect(form.repeatMonthDayText == "30")
    }

    @Test func noRepeat_choosesNever_everyOnce_andTheDueDatesDayForMonthly() {
        let form = ReminderForm(title: "Pay rent", dueDate: .fixture("2026-12-15"))

        #expect(form.repeatChoice == .never && form.repeatIntervalText == "1" && form.repeatDays.isEmpty)
        #expect(form.repeatMonthDayText == "15" && !form.repeatsOnLastDay)
        #expect(form.repeatEndChoice == "never" && form.repeatCountText == "" && form.repeatUntilText == "")
        #expect(ReminderForm().repeatMonthDayText == "")
    }

    @Test(arguments: [
        (RepeatRule(.daily), ReminderForm.RepeatChoice.daily), (RepeatRule(.weekdays), .weekdays),
        (RepeatRule(.weekly(on: [.monday])), .weekly), (RepeatRule(.monthly(day: 3)), .monthly), (RepeatRule(.yearly), .yearly),
    ])
    func eachFrequency_isItsChoice(rule: RepeatRule, choice: ReminderForm.RepeatChoice) {
        #expect(ReminderForm(repeatRule: rule).repeatChoice == choice)
    }

    @Test func aWeeklyRuleEndingAfterACount_ticksItsDays_andShowsTheCount() {
        let form = ReminderForm(repeatRule: RepeatRule(.weekly(on: [.monday, .thursday]), end: .afterOccurrences(5)))

        #expect(form.repeatDays == [.monday, .thursday] && form.repeatWeekStart == .monday)
        #expect(ReminderForm(repeatRule: RepeatRule(.weekly(on: [.sunday], weekStart: .sunday))).repeatWeekStart == .sunday)
        #expect(form.repeatEndChoice == "count" && form.repeatCountText == "5")
    }
}
