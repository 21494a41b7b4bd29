import Domain
import Entities
import Foundation
import Mocks
import Testing

/// The scheduling rule every store applies as it writes: the instant, whether it is pending, and
/// the next summary, for the recipient's settings, on a clock the test sets.
struct AlertScheduleTests {
    private let schedule = AlertSchedule(serverTimeZone: TimeZone(identifier: "America/New_York")!)
    private let berlin = UserSettings(timeZone: "Europe/Berlin")
    private func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    private func reminder(due day: String?, at time: String? = nil, alert minutes: Int? = 0, completedAt: Date? = nil) -> Reminder {
        Reminder.fixture(
            due: day.map { DueDate(date: .fixture($0), time: time.map { LocalTime.fixture($0) }) }, completedAt: completedAt,
            alert: minutes.flatMap(ReminderAlert.init(minutesBefore:))
        )
    }

    private func stored(_ text: String?, pending: Bool) -> AlertSchedule.StoredAlert {
        AlertSchedule.StoredAlert(alertAt: text.map(instant), isPending: pending)
    }

    // MARK: The instant, per recipient

    @Test func theInstant_isInTheRecipientsZone_andTheServersForSomeoneWhoChoseNone() {
        let call = reminder(due: "2026-11-22", at: "09:00", alert: 15)

        #expect(schedule.alertInstant(of: call, for: berlin) == instant("2026-11-22T07:45:00Z"))
        #expect(schedule.alertInstant(of: call, for: UserSettings()) == instant("2026-11-22T13:45:00Z"))
    }

    @Test func aDateOnlyReminder_alertsAtTheRecipientsTimeForSuch() {
        var early = berlin
        early.notifications.dateOnlyAlertTime = .fixture("07:30")

        #expect(schedule.alertInstant(of: reminder(due: "2026-11-22"), for: early) == instant("2026-11-22T06:30:00Z"))
    }

    @Test func aDayBefore_acrossTheSpringChange_keepsTheClockTime_whereAnHourBeforeIsSixtyMinutes() {
        // Berlin, 29 March 2026: 10:00 CEST is 08:00 UTC; the day before at 10:00 CET is 09:00 UTC.
        #expect(schedule.alertInstant(of: reminder(due: "2026-03-29", at: "10:00", alert: 1440), for: berlin) == instant("2026-03-28T09:00:00Z"))
        #expect(schedule.alertInstant(of: reminder(due: "2026-03-29", at: "03:30", alert: 60), for: berlin) == instant("2026-03-29T00:30:00Z"))
    }

    @Test func noDueDate_orNoAlert_isNoInstant() {
        #expect(schedule.alertInstant(of: reminder(due: nil), for: berlin) == nil)
        #expect(schedule.alertInstant(of: reminder(due: "2026-11-22", alert: nil), for: berlin) == nil)
    }

    // MARK: Pending, on every write

    @Test func aNewReminder_isPendingOnlyWhenItsInstantIsStillToCome() {
        let now = instant("2026-11-21T12:00:00Z")

        #expect(schedule.alert(for: reminder(due: "2026-11-22", at: "09:00"), replacing: nil, recipient: berlin, at: now)
            == stored("2026-11-22T08:00:00Z", pending: true))
        #expect(schedule.alert(for: reminder(due: "2026-11-21", at: "09:00"), replacing: nil, recipient: berlin, at: now)
            == stored("2026-11-21T08:00:00Z", pending: false))
        #expect(schedule.alert(for: reminder(due: nil), replacing: nil, recipient: berlin, at: now) == .none)
    }

    @Test func changingTheDueDateOrTheAlert_computesItAgain_andSomethingElseKeepsItAsItWas() {
        let now = instant("2026-11-21T12:00:00Z")
        let before = reminder(due: "2026-11-22", at: "09:00")
        let claimed = stored("2026-11-22T08:00:00Z", pending: false)

        #expect(schedule.alert(for: reminder(due: "2026-11-23", at: "09:00"), replacing: (before, claimed), recipient: berlin, at: now)
            == stored("2026-11-23T08:00:00Z", pending: true))
        #expect(schedule.alert(for: reminder(due: "2026-11-22", at: "09:00", alert: 60), replacing: (before, claimed), recipient: berlin, at: now)
            == stored("2026-11-22T07:00:00Z", pending: true))
        var renamed = before
        renamed.title = "Call Bob about the car"
        renamed.isFlagged = true
        #expect(schedule.alert(for: renamed, replacing: (before, claimed), recipient: berlin, at: now) == claimed)
    }

    @Test func aRecipientNewToAReminder_hasItComputedInTheirZone_whileOneAlertedBeforeKeepsTheirs_evenOnceSent() {
        let now = instant("2026-11-21T12:00:00Z")
        let before = reminder(due: "2026-11-22", at: "09:00")
        let sent = stored("2026-11-22T08:00:00Z", pending: false)
        var assigned = before
        assigned.assigneeID = 7

        // Assigned to someone in Tokyo, who was not alerted by it: theirs is new.
        #expect(schedule.alert(for: assigned, replacing: nil, recipient: UserSettings(timeZone: "Asia/Tokyo"), at: now)
            == stored("2026-11-22T00:00:00Z", pending: true))
        // Assigned to its owner, who received it already: nothing to send again.
        #expect(schedule.alert(for: assigned, replacing: (before, sent), recipient: berlin, at: now) == sent)
    }

    @Test func reopening_makesItPendingAgain_onlyWhileStillToCome() {
        let done = reminder(due: "2026-11-22", at: "09:00", completedAt: fixtureDate)
        let kept = stored("2026-11-22T08:00:00Z", pending: false)
        let open = reminder(due: "2026-11-22", at: "09:00")

        #expect(schedule.alert(for: open, replacing: (done, kept), recipient: berlin, at: instant("2026-11-21T12:00:00Z")) == stored("2026-11-22T08:00:00Z", pending: true))
        #expect(schedule.alert(for: open, replacing: (done, kept), recipient: berlin, at: instant("2026-11-22T08:00:00Z")) == kept)
    }

    // MARK: The recipient's settings change

    @Test func aNewZone_movesAPendingAlert_andOneNowPast_isNoLongerPending() {
        let call = reminder(due: "2026-11-22", at: "09:00")
        let pending = stored("2026-11-22T08:00:00Z", pending: true)
        let now = instant("2026-11-22T05:00:00Z")

        // In Tokyo, 09:00 is 00:00 UTC: past at 05:00 UTC, so it is not sent at once.
        #expect(schedule.rescheduled(call, stored: pending, recipient: UserSettings(timeZone: "Asia/Tokyo"), at: now) == stored("2026-11-22T00:00:00Z", pending: false))
        // In New York, 09:00 is 14:00 UTC: still to come.
        #expect(schedule.rescheduled(call, stored: pending, recipient: UserSettings(timeZone: "America/New_York"), at: now) == stored("2026-11-22T14:00:00Z", pending: true))
    }

    @Test func aNewZone_keepsAnAlertNotPending_andOneWhoseInstantStays_asTheyWere() {
        let call = reminder(due: "2026-11-22", at: "09:00")
        let sent = stored("2026-11-22T08:00:00Z", pending: false)
        let dueWhileDown = stored("2026-11-22T08:00:00Z", pending: true)

        #expect(schedule.rescheduled(call, stored: sent, recipient: UserSettings(timeZone: "America/New_York"), at: fixtureDate) == sent)
        #expect(schedule.rescheduled(call, stored: dueWhileDown, recipient: berlin, at: instant("2026-11-22T08:01:00Z")) == dueWhileDown)
    }

    @Test func whatMovesAlertsAndTheSummary() {
        var later = berlin
        later.notifications.dateOnlyAlertTime = .fixture("10:00")
        var summaryOn = berlin
        summaryOn.notifications.dailySummary = true
        var renamed = berlin
        renamed.language = "de"

        #expect(schedule.movesAlerts(from: berlin, to: later))
        #expect(schedule.movesAlerts(from: berlin, to: UserSettings(timeZone: "Asia/Tokyo")))
        #expect(!schedule.movesAlerts(from: UserSettings(), to: UserSettings(timeZone: "America/New_York")))
        #expect(!schedule.movesAlerts(from: berlin, to: summaryOn))
        #expect(schedule.movesSummary(from: berlin, to: summaryOn))
        #expect(!schedule.movesSummary(from: berlin, to: renamed))
    }

    // MARK: The daily summary

    @Test(arguments: [
        // Berlin springs forward on 29 March: 08:00 is 07:00 UTC the day before, 06:00 UTC that day.
        ("Europe/Berlin", "2026-03-28T07:00:00Z", "2026-03-29T06:00:00Z"),
        ("Europe/Berlin", "2026-10-24T06:00:00Z", "2026-10-25T07:00:00Z"),
        ("America/New_York", "2026-03-07T13:00:00Z", "2026-03-08T12:00:00Z"),
        ("America/New_York", "2026-10-31T12:00:00Z", "2026-11-01T13:00:00Z"),
    ])
    func theNextSummary_isAtItsClockTimeAcrossAChange(zone: String, after: String, expected: String) {
        var settings = UserSettings(timeZone: zone)
        settings.notifications.dailySummary = true

        #expect(schedule.summaryAt(for: settings, after: instant(after)) == instant(expected))
    }

    @Test func noSummary_isNoInstant() {
        #expect(schedule.summaryAt(for: berlin, after: fixtureDate) == nil)
    }
}
