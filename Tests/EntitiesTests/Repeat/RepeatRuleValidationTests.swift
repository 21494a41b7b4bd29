import Entities
import Testing

struct RepeatRuleValidationTests {
    @Test(arguments: [
        RepeatRule(.daily), RepeatRule(.daily, every: 999), RepeatRule(.weekdays, every: 2), RepeatRule(.weekly(on: [.sunday])),
        RepeatRule(.monthly(day: 1)), RepeatRule(.monthly(day: 31)), RepeatRule(.monthlyOnLastDay), RepeatRule(.yearly),
        RepeatRule(.daily, end: .afterOccurrences(1)), RepeatRule(.daily, end: .onDate(day("2027-01-01"))),
    ])
    func validRule_isReturnedUnchanged(rule: RepeatRule) {
        #expect(rule.validated(firstDate: day("2027-01-01")) == .success(rule))
    }

    @Test(arguments: [
        (RepeatRule(.daily, every: 0), ValidationIssue.malformed), (RepeatRule(.yearly, every: 1000), .malformed),
        (RepeatRule(.weekly(on: [])), .empty), (RepeatRule(.monthly(day: 0)), .malformed), (RepeatRule(.monthly(day: 32)), .malformed),
        (RepeatRule(.daily, end: .afterOccurrences(0)), .malformed), (RepeatRule(.daily, end: .afterOccurrences(-3)), .malformed),
        (RepeatRule(.daily, end: .onDate(day("2026-12-31"))), .endsBeforeStart),
    ])
    func brokenRule_isRefusedWithItsIssue(rule: RepeatRule, issue: ValidationIssue) {
        #expect(rule.validated(firstDate: day("2027-01-01")) == .failure(issue))
    }

    @Test func newRule_repeatsEveryTimeAndNeverEnds_unlessSaid() {
        let rule = RepeatRule(.daily)
        #expect(rule.interval == 1)
        #expect(rule.end == .never)
        #expect(RepeatRule.intervals == 1...999)
        #expect(RepeatRule.monthDays == 1...31)
    }
}
