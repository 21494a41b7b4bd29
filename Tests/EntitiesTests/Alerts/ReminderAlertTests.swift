import Entities
import Foundation
import Testing

/// When a reminder alerts: its due time (or, on a day without one, its owner's time for such
/// reminders) less the chosen while, in its owner's time zone — across daylight-saving changes.
@Suite struct ReminderAlertTests {
    private let berlin = TimeZone(identifier: "Europe/Berlin")!
    private let newYork = TimeZone(identifier: "America/New_York")!
    private let nine = time("09:00")

    /// The instant written in ISO 8601, UTC.
    private func utc(_ instant: Date) -> String {
        ISO8601DateFormatter().string(from: instant)
    }

    private func alert(_ minutes: Int) throws -> ReminderAlert {
        try #require(ReminderAlert(minutesBefore: minutes))
    }

    @Test func choices_areAtTheTimeAndFiveFifteenThirtyMinutesAnHourAndADayBefore() {
        #expect(ReminderAlert.choices.map(\.minutesBefore) == [0, 5, 15, 30, 60, 1440])
        #expect(ReminderAlert.atTime.minutesBefore == 0)
    }

    @Test func aWhileThatIsNoChoice_isNoAlert() {
        for minutes in [-5, 1, 10, 45, 120, 2880] {
            #expect(ReminderAlert(minutesBefore: minutes) == nil, "\(minutes)")
        }
    }

    @Test func atTheTime_alertsAtTheDueTime() {
        let due = DueDate(date: day("2026-06-15"), time: time("14:30"))
        #expect(utc(ReminderAlert.atTime.instant(for: due, dateOnlyTime: nine, in: berlin)) == "2026-06-15T12:30:00Z")
    }

    @Test func earlyAlerts_comeTheirWhileBeforeTheDueTime() throws {
        let due = DueDate(date: day("2026-06-15"), time: time("14:30"))
        let expected = [5: "2026-06-15T12:25:00Z", 15: "2026-06-15T12:15:00Z", 30: "2026-06-15T12:00:00Z",
                        60: "2026-06-15T11:30:00Z", 1440: "2026-06-14T12:30:00Z"]
        for (minutes, instant) in expected {
            #expect(utc(try alert(minutes).instant(for: due, dateOnlyTime: nine, in: berlin)) == instant, "\(minutes)")
        }
    }

    @Test func aDayWithoutATime_alertsAtTheOwnersTimeForSuchReminders() throws {
        let due = DueDate(date: day("2026-06-15"))
        #expect(utc(ReminderAlert.atTime.instant(for: due, dateOnlyTime: nine, in: berlin)) == "2026-06-15T07:00:00Z")
        #expect(utc(try alert(15).instant(for: due, dateOnlyTime: time("08:00"), in: newYork)) == "2026-06-15T11:45:00Z")
    }

    @Test(arguments: [
        // Berlin moves from 02:00 to 03:00 on 29 March 2026: 10:00 CEST the day before is 10:00 CET.
        ("Europe/Berlin", "2026-03-29", "10:00", "2026-03-28T09:00:00Z"),
        // …and back from 03:00 to 02:00 on 25 October 2026: 10:00 CET the day before is 10:00 CEST.
        ("Europe/Berlin", "2026-10-25", "10:00", "2026-10-24T08:00:00Z"),
        // New York springs forward on 8 March 2026 and falls back on 1 November 2026.
        ("America/New_York", "2026-03-08", "09:00", "2026-03-07T14:00:00Z"),
        ("America/New_York", "2026-11-01", "09:00", "2026-10-31T13:00:00Z"),
    ])
    func aDayBefore_acrossAChange_isTheSameClockTimeTheDayBefore(zone: String, date: String, at clock: String, expected: String) throws {
        let due = DueDate(date: day(date), time: time(clock))
        #expect(utc(try alert(1440).instant(for: due, dateOnlyTime: nine, in: TimeZone(identifier: zone)!)) == expected)
    }

    @Test func aDayBefore_aDateOnlyReminder_acrossAChange_isItsClockTimeTheDayBefore() throws {
        // Due on 30 March (no time, so 09:00 CEST): a day before is 09:00 CET on the 29th, the night of the change.
        let due = DueDate(date: day("2026-03-30"))
        #expect(utc(try alert(1440).instant(for: due, dateOnlyTime: nine, in: berlin)) == "2026-03-29T07:00:00Z")
        #expect(utc(try alert(1440).instant(for: DueDate(date: day("2026-03-29")), dateOnlyTime: nine, in: berlin)) == "2026-03-28T08:00:00Z")
    }

    @Test func aDayBefore_landingInTheGap_movesForwardByIt_andInTheOverlap_isTheEarlierInstant() throws {
        // 02:30 on 29 March does not exist in Berlin (03:30 CEST); 02:30 on 25 October happens twice (first CEST).
        #expect(utc(try alert(1440).instant(for: DueDate(date: day("2026-03-30"), time: time("02:30")), dateOnlyTime: nine, in: berlin)) == "2026-03-29T01:30:00Z")
        #expect(utc(try alert(1440).instant(for: DueDate(date: day("2026-10-26"), time: time("02:30")), dateOnlyTime: nine, in: berlin)) == "2026-10-25T00:30:00Z")
    }

    @Test func shorterWhiles_acrossAChange_areExactDurations() throws {
        // 03:30 CEST on 29 March is 01:30 UTC: an hour before is 00:30 UTC (01:30 CET), 5 minutes 01:25 UTC.
        let spring = DueDate(date: day("2026-03-29"), time: time("03:30"))
        #expect(utc(try alert(60).instant(for: spring, dateOnlyTime: nine, in: berlin)) == "2026-03-29T00:30:00Z")
        #expect(utc(try alert(5).instant(for: spring, dateOnlyTime: nine, in: berlin)) == "2026-03-29T01:25:00Z")
        // 03:00 CET on 25 October is 02:00 UTC: an hour before is 01:00 UTC, the second 02:00.
        let autumn = DueDate(date: day("2026-10-25"), time: time("03:00"))
        #expect(utc(try alert(60).instant(for: autumn, dateOnlyTime: nine, in: berlin)) == "2026-10-25T01:00:00Z")
        // 01:30 EDT on 1 November (the first of two, 05:30 UTC) in New York: 5 minutes before is 05:25 UTC.
        let newYorkAutumn = DueDate(date: day("2026-11-01"), time: time("01:30"))
        #expect(utc(try alert(5).instant(for: newYorkAutumn, dateOnlyTime: nine, in: newYork)) == "2026-11-01T05:25:00Z")
    }

    @Test func aSkippedTime_inBerlin_movesForwardByTheGap() throws {
        // 02:30 does not happen on 29 March 2026 in Berlin: it alerts at 03:30 CEST.
        let due = DueDate(date: day("2026-03-29"), time: time("02:30"))
        #expect(utc(ReminderAlert.atTime.instant(for: due, dateOnlyTime: nine, in: berlin)) == "2026-03-29T01:30:00Z")
        #expect(utc(try alert(15).instant(for: due, dateOnlyTime: nine, in: berlin)) == "2026-03-29T01:15:00Z")
    }

    @Test func aRepeatedTime_inBerlin_isItsFirstOccurrence() {
        // 02:30 happens twice on 25 October 2026 in Berlin: first in CEST (00:30 UTC), then in CET.
        let due = DueDate(date: day("2026-10-25"), time: time("02:30"))
        #expect(utc(ReminderAlert.atTime.instant(for: due, dateOnlyTime: nine, in: berlin)) == "2026-10-25T00:30:00Z")
    }

    @Test func aSkippedTime_inNewYork_movesForwardByTheGap() {
        // 02:30 does not happen on 8 March 2026 in New York: it alerts at 03:30 EDT.
        let due = DueDate(date: day("2026-03-08"), time: time("02:30"))
        #expect(utc(ReminderAlert.atTime.instant(for: due, dateOnlyTime: nine, in: newYork)) == "2026-03-08T07:30:00Z")
    }

    @Test func aRepeatedTime_inNewYork_isItsFirstOccurrence() {
        // New York repeats 01:00–02:00 on 1 November 2026: 01:30 is first in EDT (05:30 UTC).
        let due = DueDate(date: day("2026-11-01"), time: time("01:30"))
        #expect(utc(ReminderAlert.atTime.instant(for: due, dateOnlyTime: nine, in: newYork)) == "2026-11-01T05:30:00Z")
    }

    @Test func aDateOnlyReminder_onTheDayOfAChange_alertsAtTheChosenClockTime() {
        let due = DueDate(date: day("2026-10-25"))
        #expect(utc(ReminderAlert.atTime.instant(for: due, dateOnlyTime: nine, in: berlin)) == "2026-10-25T08:00:00Z")
        #expect(utc(ReminderAlert.atTime.instant(for: DueDate(date: day("2026-03-08")), dateOnlyTime: nine, in: newYork)) == "2026-03-08T13:00:00Z")
    }

    @Test func alertsOrderByHowEarlyTheyCome() throws {
        #expect(try alert(5) < alert(60))
        #expect(ReminderAlert.atTime.description == "at time")
        #expect(try alert(15).description == "15 min before")
    }

    @Test func aSubtask_takesItsDraftsAlert() throws {
        let parent = Reminder(id: 1, listID: 1, title: "Pack", createdAt: Date(timeIntervalSince1970: 0))
        let draft = ReminderDraft(title: "Passport", dueDate: day("2026-06-15"), alert: try alert(60))
        let subtask = try parent.subtask(draft, createdAt: Date(timeIntervalSince1970: 0)).get()
        #expect(subtask.alert == (try alert(60)))
    }
}
