import Entities
import Foundation
import Testing

/// One completion after another: `first` is due first, then each of `expected` in turn, and the
/// rule has nothing after the last when `ends` says so.
struct RepeatCase: CustomTestStringConvertible, Sendable {
    let name: String
    let rule: RepeatRule
    let first: String
    let expected: [String]
    var ends = false

    var testDescription: String { name }

    /// The table: every frequency, across month, year and leap-day boundaries and both ends.
    static let all: [RepeatCase] = [
        RepeatCase(name: "every day, across a month and a year end", rule: RepeatRule(.daily), first: "2026-12-30",
                   expected: ["2026-12-31", "2027-01-01", "2027-01-02"]),
        RepeatCase(name: "every 3 days, across February of a leap year", rule: RepeatRule(.daily, every: 3), first: "2028-02-25",
                   expected: ["2028-02-28", "2028-03-02", "2028-03-05"]),
        RepeatCase(name: "every 10 days, across a year end", rule: RepeatRule(.daily, every: 10), first: "2026-12-25",
                   expected: ["2027-01-04", "2027-01-14"]),
        RepeatCase(name: "weekdays, over a weekend", rule: RepeatRule(.weekdays), first: "2027-01-07",
                   expected: ["2027-01-08", "2027-01-11", "2027-01-12"]),
        RepeatCase(name: "weekdays from a Saturday", rule: RepeatRule(.weekdays), first: "2027-01-09",
                   expected: ["2027-01-11", "2027-01-12"]),
        RepeatCase(name: "weekdays every 2 weeks", rule: RepeatRule(.weekdays, every: 2), first: "2027-01-07",
                   expected: ["2027-01-08", "2027-01-18", "2027-01-19", "2027-01-20", "2027-01-21", "2027-01-22", "2027-02-01"]),
        RepeatCase(name: "Mon and Thu every 2 weeks, weeks from Monday", rule: RepeatRule(.weekly(on: [.monday, .thursday]), every: 2),
                   first: "2027-01-07", expected: ["2027-01-18", "2027-01-21", "2027-02-01", "2027-02-04"]),
        RepeatCase(name: "Mon and Thu every 2 weeks, weeks from Sunday", rule: RepeatRule(.weekly(on: [.monday, .thursday], weekStart: .sunday), every: 2),
                   first: "2027-01-07", expected: ["2027-01-18", "2027-01-21", "2027-02-01", "2027-02-04"]),
        RepeatCase(name: "Sun and Mon every 2 weeks, weeks from Monday", rule: RepeatRule(.weekly(on: [.sunday, .monday]), every: 2),
                   first: "2027-01-04", expected: ["2027-01-10", "2027-01-18", "2027-01-24"]),
        RepeatCase(name: "Sun and Mon every 2 weeks, weeks from Sunday", rule: RepeatRule(.weekly(on: [.sunday, .monday], weekStart: .sunday), every: 2),
                   first: "2027-01-04", expected: ["2027-01-17", "2027-01-18", "2027-01-31"]),
        RepeatCase(name: "weekly on Monday from a Wednesday", rule: RepeatRule(.weekly(on: [.monday])), first: "2027-01-06",
                   expected: ["2027-01-11", "2027-01-18"]),
        RepeatCase(name: "monthly on the 31st, through a leap February and April", rule: RepeatRule(.monthly(day: 31)), first: "2028-01-31",
                   expected: ["2028-02-29", "2028-03-31", "2028-04-30", "2028-05-31"]),
        RepeatCase(name: "monthly on the 31st, through a common February", rule: RepeatRule(.monthly(day: 31)), first: "2027-01-31",
                   expected: ["2027-02-28", "2027-03-31"]),
        RepeatCase(name: "monthly on the 30th, through February", rule: RepeatRule(.monthly(day: 30)), first: "2027-01-30",
                   expected: ["2027-02-28", "2027-03-30"]),
        RepeatCase(name: "monthly on the 15th from the 10th", rule: RepeatRule(.monthly(day: 15)), first: "2027-01-10",
                   expected: ["2027-01-15", "2027-02-15"]),
        RepeatCase(name: "monthly on the last day", rule: RepeatRule(.monthlyOnLastDay), first: "2027-01-31",
                   expected: ["2027-02-28", "2027-03-31", "2027-04-30"]),
        RepeatCase(name: "every 3 months on the 15th, across a year end", rule: RepeatRule(.monthly(day: 15), every: 3), first: "2026-11-15",
                   expected: ["2027-02-15", "2027-05-15", "2027-08-15", "2027-11-15", "2028-02-15"]),
        RepeatCase(name: "yearly from 29 February", rule: RepeatRule(.yearly), first: "2024-02-29",
                   expected: ["2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"]),
        RepeatCase(name: "every 2 years from 31 December", rule: RepeatRule(.yearly, every: 2), first: "2026-12-31",
                   expected: ["2028-12-31", "2030-12-31"]),
        RepeatCase(name: "3 times", rule: RepeatRule(.daily, end: .afterOccurrences(3)), first: "2027-01-01",
                   expected: ["2027-01-02", "2027-01-03"], ends: true),
        RepeatCase(name: "once", rule: RepeatRule(.monthly(day: 1), end: .afterOccurrences(1)), first: "2027-01-01",
                   expected: [], ends: true),
        RepeatCase(name: "until a day that is an occurrence, included", rule: RepeatRule(.weekly(on: [.friday]), end: .onDate(day("2027-01-22"))),
                   first: "2027-01-08", expected: ["2027-01-15", "2027-01-22"], ends: true),
        RepeatCase(name: "until a day between occurrences", rule: RepeatRule(.daily, every: 7, end: .onDate(day("2027-01-20"))),
                   first: "2027-01-01", expected: ["2027-01-08", "2027-01-15"], ends: true),
        RepeatCase(name: "until the first date", rule: RepeatRule(.yearly, end: .onDate(day("2027-03-01"))), first: "2027-03-01",
                   expected: [], ends: true),
        RepeatCase(name: "weekdays up to the last day there is", rule: RepeatRule(.weekdays), first: "9999-12-30",
                   expected: ["9999-12-31"], ends: true),
        RepeatCase(name: "monthly up to the last month there is", rule: RepeatRule(.monthlyOnLastDay), first: "9999-11-30",
                   expected: ["9999-12-31"], ends: true),
    ]
}

struct RepeatRuleNextDateTests {
    @Test(arguments: RepeatCase.all)
    func completingEachOccurrence_movesToTheNext(_ example: RepeatCase) {
        var current = day(example.first)
        for (index, expected) in example.expected.enumerated() {
            let next = example.rule.nextDate(after: current, firstDate: day(example.first), occurrencesSoFar: index + 1)
            #expect(next?.description == expected, "after \(current)")
            current = next ?? current
        }
        let last = example.rule.nextDate(after: current, firstDate: day(example.first), occurrencesSoFar: example.expected.count + 1)
        #expect((last == nil) == example.ends, "after \(current): \(String(describing: last))")
    }

    @Test func aDayOffTheRule_movesToTheNextOccurrenceOnTheRule() {
        let rule = RepeatRule(.daily, every: 7)
        #expect(rule.nextDate(after: day("2027-01-10"), firstDate: day("2027-01-01"), occurrencesSoFar: 2) == day("2027-01-15"))
        #expect(RepeatRule(.monthly(day: 15), every: 3).nextDate(after: day("2027-03-20"), firstDate: day("2027-01-15"), occurrencesSoFar: 2) == day("2027-04-15"))
    }

    @Test func aDayBeforeTheFirstDate_movesToTheFirstDate() {
        #expect(RepeatRule(.daily, every: 3).nextDate(after: day("2026-12-01"), firstDate: day("2027-01-01"), occurrencesSoFar: 1) == day("2027-01-01"))
        #expect(RepeatRule(.weekly(on: [.monday]), every: 2).nextDate(after: day("2026-12-01"), firstDate: day("2027-01-04"), occurrencesSoFar: 1) == day("2027-01-04"))
    }

    @Test func countReached_endsTheRepeat_evenBeforeTheEndDate() {
        let rule = RepeatRule(.daily, end: .afterOccurrences(5))
        #expect(rule.nextDate(after: day("2027-01-04"), firstDate: day("2027-01-01"), occurrencesSoFar: 4) == day("2027-01-05"))
        #expect(rule.nextDate(after: day("2027-01-05"), firstDate: day("2027-01-01"), occurrencesSoFar: 5) == nil)
    }

    @Test(arguments: [
        RepeatRule(.daily, every: 0), RepeatRule(.weekly(on: [])), RepeatRule(.monthly(day: 32)),
        RepeatRule(.daily, end: .afterOccurrences(0)), RepeatRule(.daily, end: .onDate(day("2026-12-31"))),
    ])
    func invalidRule_hasNoNextDate(rule: RepeatRule) {
        #expect(rule.nextDate(after: day("2027-01-01"), firstDate: day("2027-01-01"), occurrencesSoFar: 1) == nil)
    }

    @Test func dueTime_staysTheLocalTime_acrossADaylightSavingChange() throws {
        // given: 09:00 in Berlin, the day before clocks go forward on 2027-03-28
        let rule = RepeatRule(.daily)
        let due = DueDate(date: day("2027-03-27"), time: time("09:00"))
        // when
        let next = try #require(rule.nextDue(after: due, firstDate: day("2027-03-20"), occurrencesSoFar: 8))
        // then: the next due is 09:00 on the 28th, which is 23 hours later, not 24
        #expect(next == DueDate(date: day("2027-03-28"), time: time("09:00")))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let instants = try [due, next].map { due in
            try #require(calendar.date(from: DateComponents(year: due.date.year, month: due.date.month, day: due.date.day, hour: due.time?.hour, minute: due.time?.minute)))
        }
        #expect(instants[1].timeIntervalSince(instants[0]) == 23 * 3600)
    }

    @Test func dueWithoutTime_staysWithoutTime_andEndsWithTheRule() {
        let rule = RepeatRule(.weekdays, end: .afterOccurrences(2))
        #expect(rule.nextDue(after: DueDate(date: day("2027-01-08")), firstDate: day("2027-01-08"), occurrencesSoFar: 1) == DueDate(date: day("2027-01-11")))
        #expect(rule.nextDue(after: DueDate(date: day("2027-01-11")), firstDate: day("2027-01-08"), occurrencesSoFar: 2) == nil)
    }
}
