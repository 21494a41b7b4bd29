import Entities
import Testing

struct RepeatRuleRRULETests {
    @Test(arguments: [
        (RepeatRule(.daily), "2027-01-01", "FREQ=DAILY"),
        (RepeatRule(.daily, every: 3), "2027-01-01", "FREQ=DAILY;INTERVAL=3"),
        (RepeatRule(.weekdays), "2027-01-07", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        (RepeatRule(.weekdays, every: 2), "2027-01-07", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR"),
        (RepeatRule(.weekly(on: [.thursday, .monday]), every: 2), "2027-01-07", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=MO"),
        (RepeatRule(.weekly(on: [.sunday, .monday], weekStart: .sunday), every: 2), "2027-01-04", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=SU"),
        (RepeatRule(.weekly(on: Weekday.workdays)), "2027-01-07", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;WKST=MO"),
        (RepeatRule(.monthly(day: 15)), "2027-01-15", "FREQ=MONTHLY;BYMONTHDAY=15"),
        (RepeatRule(.monthly(day: 15), every: 3), "2026-11-15", "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15"),
        (RepeatRule(.monthly(day: 28)), "2027-01-28", "FREQ=MONTHLY;BYMONTHDAY=28"),
        (RepeatRule(.monthly(day: 29)), "2027-01-29", "FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1"),
        (RepeatRule(.monthly(day: 30)), "2027-01-30", "FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1"),
        (RepeatRule(.monthly(day: 31)), "2027-01-31", "FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"),
        (RepeatRule(.monthlyOnLastDay), "2027-01-31", "FREQ=MONTHLY;BYMONTHDAY=-1"),
        (RepeatRule(.yearly), "2027-03-01", "FREQ=YEARLY"),
        (RepeatRule(.yearly, every: 4), "2024-02-29", "FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1"),
        (RepeatRule(.yearly), "2024-02-29", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1"),
        (RepeatRule(.daily, end: .afterOccurrences(5)), "2027-01-01", "FREQ=DAILY;COUNT=5"),
        (RepeatRule(.monthly(day: 31), every: 2, end: .onDate(day("2027-12-31"))), "2027-01-31", "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;UNTIL=20271231"),
        (RepeatRule(.weekdays, end: .onDate(day("2027-01-01"))), "2027-01-01", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270101"),
    ])
    func rule_isWrittenInItsRFC5545Form_andReadBack(rule: RepeatRule, first: String, text: String) {
        #expect(rule.rrule(firstDate: day(first)) == text)
        #expect(RepeatRule(rrule: text, firstDate: day(first)) == rule)
    }

    @Test(arguments: RepeatCase.all)
    func everyTableRule_roundTripsThroughItsRRULE(_ example: RepeatCase) {
        let first = day(example.first)
        #expect(RepeatRule(rrule: example.rule.rrule(firstDate: first), firstDate: first) == example.rule)
    }

    @Test(arguments: [
        ("RRULE:FREQ=DAILY;INTERVAL=3", "2027-01-01", RepeatRule(.daily, every: 3)),
        ("INTERVAL=3;FREQ=DAILY", "2027-01-01", RepeatRule(.daily, every: 3)),
        ("freq=daily;interval=1", "2027-01-01", RepeatRule(.daily)),
        ("FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "2027-01-07", RepeatRule(.weekdays)),
        ("FREQ=WEEKLY;BYDAY=FR,TH,WE,TU,MO", "2027-01-07", RepeatRule(.weekdays)),
        ("FREQ=WEEKLY;BYDAY=MO,TH", "2027-01-07", RepeatRule(.weekly(on: [.monday, .thursday]))),
        ("FREQ=WEEKLY;WKST=SU;BYDAY=SU,MO;INTERVAL=2", "2027-01-04", RepeatRule(.weekly(on: [.sunday, .monday], weekStart: .sunday), every: 2)),
        ("FREQ=WEEKLY", "2027-01-07", RepeatRule(.weekly(on: [.thursday]))),
        ("FREQ=MONTHLY", "2027-01-15", RepeatRule(.monthly(day: 15))),
        ("FREQ=MONTHLY;BYSETPOS=-1;BYMONTHDAY=28,29,30,31", "2027-01-31", RepeatRule(.monthly(day: 31))),
        ("FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=1", "2027-03-01", RepeatRule(.yearly)),
        ("FREQ=DAILY;UNTIL=20270101T000000Z", "2026-12-01", RepeatRule(.daily, end: .onDate(day("2027-01-01")))),
        ("FREQ=DAILY;UNTIL=20270101T235959", "2026-12-01", RepeatRule(.daily, end: .onDate(day("2027-01-01")))),
        ("FREQ=MONTHLY;BYMONTHDAY=-1;WKST=MO;COUNT=12", "2027-01-31", RepeatRule(.monthlyOnLastDay, end: .afterOccurrences(12))),
    ])
    func otherAppsSpellings_readAsTheSameRule(text: String, first: String, rule: RepeatRule) {
        #expect(RepeatRule(rrule: text, firstDate: day(first)) == rule)
    }

    @Test(arguments: [
        ("", "2027-01-01"), ("RRULE:", "2027-01-01"), ("INTERVAL=2", "2027-01-01"), ("FREQ=DAILY;", "2027-01-01"),
        ("FREQ=DAILY;INTERVAL", "2027-01-01"), ("FREQ=DAILY;FREQ=DAILY", "2027-01-01"), ("FREQ=HOURLY", "2027-01-01"),
        ("FREQ=SECONDLY", "2027-01-01"), ("FREQ=DAILY;BYHOUR=9", "2027-01-01"), ("FREQ=DAILY;X-NAME=1", "2027-01-01"),
        ("FREQ=DAILY;INTERVAL=0", "2027-01-01"), ("FREQ=DAILY;INTERVAL=1000", "2027-01-01"), ("FREQ=DAILY;INTERVAL=+2", "2027-01-01"),
        ("FREQ=DAILY;INTERVAL=two", "2027-01-01"), ("FREQ=DAILY;COUNT=0", "2027-01-01"), ("FREQ=DAILY;COUNT=x", "2027-01-01"),
        ("FREQ=DAILY;COUNT=3;UNTIL=20270301", "2027-01-01"), ("FREQ=DAILY;UNTIL=20261231", "2027-01-01"),
        ("FREQ=DAILY;UNTIL=2027-03-01", "2027-01-01"), ("FREQ=DAILY;UNTIL=20270230", "2027-01-01"),
        ("FREQ=DAILY;UNTIL=20270301T0900", "2027-01-01"), ("FREQ=DAILY;UNTIL=20270301X090000", "2027-01-01"),
        ("FREQ=DAILY;BYDAY=MO,TU", "2027-01-01"), ("FREQ=DAILY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR", "2027-01-01"),
        ("FREQ=DAILY;BYMONTHDAY=1", "2027-01-01"),
        ("FREQ=WEEKLY;BYDAY=2MO", "2027-01-01"), ("FREQ=WEEKLY;BYDAY=MO,XX", "2027-01-01"), ("FREQ=WEEKLY;BYDAY=", "2027-01-01"),
        ("FREQ=WEEKLY;BYDAY=MO;WKST=TU", "2027-01-01"), ("FREQ=WEEKLY;BYMONTH=1", "2027-01-01"),
        ("FREQ=MONTHLY;BYMONTHDAY=31", "2027-01-31"), ("FREQ=MONTHLY", "2027-01-31"), ("FREQ=MONTHLY;BYMONTHDAY=1,15", "2027-01-01"),
        ("FREQ=MONTHLY;BYMONTHDAY=0", "2027-01-01"), ("FREQ=MONTHLY;BYMONTHDAY=-2", "2027-01-01"), ("FREQ=MONTHLY;BYMONTHDAY=a", "2027-01-01"),
        ("FREQ=MONTHLY;BYMONTHDAY=29,30,31;BYSETPOS=-1", "2027-01-31"), ("FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=1", "2027-01-28"),
        ("FREQ=MONTHLY;BYMONTHDAY=15;BYSETPOS=-1", "2027-01-15"), ("FREQ=MONTHLY;BYDAY=MO", "2027-01-04"),
        ("FREQ=MONTHLY;BYDAY=-1FR", "2027-01-29"), ("FREQ=MONTHLY;BYMONTHDAY=12345", "2027-01-01"),
        ("FREQ=YEARLY", "2024-02-29"), ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1", "2027-02-28"),
        ("FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=1", "2027-03-01"), ("FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=2", "2027-03-01"),
        ("FREQ=YEARLY;BYMONTH=3", "2027-03-01"), ("FREQ=YEARLY;BYDAY=MO", "2027-03-01"), ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "2024-02-29"),
    ])
    func textOutsideTheSubset_isRefused(text: String, first: String) {
        #expect(RepeatRule(rrule: text, firstDate: day(first)) == nil)
    }
}
