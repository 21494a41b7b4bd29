@testable import Data
import Domain
import Entities
import Foundation
import Testing

/// Alerts as `VALARM`s: written inside the to-do, relative to its due time, and read back; other
/// apps' alarms read when they say an alert this app has, ignored (never refusing the file) otherwise.
struct ICalendarFormatAlarmTests {
    private let due = DueDate(date: .fixture("2026-12-01"), time: .fixture("09:00"))

    @Test(arguments: ReminderAlert.choices)
    func everyAlert_isWrittenAsAVALARMInsideTheTodo_andReadsBackTheSame(alert: ReminderAlert) throws {
        let reminder = ReminderTransfer(uid: "rent", title: "Pay rent", due: due, alert: alert)

        let written = encode([reminder])

        #expect(written.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Pay rent\r\nTRIGGER;RELATED=END:\(VALARMCoding.trigger(alert))\r\nEND:VALARM\r\nEND:VTODO\r\n"))
        #expect(try decode(written) == [reminder])
    }

    @Test(arguments: [(0, "PT0S"), (5, "-PT5M"), (15, "-PT15M"), (30, "-PT30M"), (60, "-PT1H"), (1440, "-P1D")])
    func theTrigger_isTheWhileBeforeTheDueTime(minutes: Int, trigger: String) throws {
        #expect(VALARMCoding.trigger(try #require(ReminderAlert(minutesBefore: minutes))) == trigger)
    }

    @Test func aReminderWithoutADueDate_hasNoVALARM() {
        let written = encode([ReminderTransfer(uid: "milk", title: "Buy milk", alert: .atTime)])

        #expect(!written.contains("VALARM"))
    }

    @Test(arguments: [
        // Relative to the due time, or to a start that is the due time (or none): Tasks.org, Apple.
        (["TRIGGER;RELATED=END:-PT15M"], 15),
        (["TRIGGER:-PT30M"], 30),
        (["TRIGGER;VALUE=DURATION:-P1D"], 1440),
        (["TRIGGER:-PT1H0M0S"], 60),
        (["TRIGGER:-P0D"], 0),
        (["TRIGGER;RELATED=START:-PT5M", "ACTION:AUDIO"], 5),
        // Apple Reminders' instant in UTC: 08:45Z is 09:45 in Berlin, 15 minutes before the due time.
        (["TRIGGER;VALUE=DATE-TIME:20261201T084500Z"], 15),
    ])
    func anotherAppsAlarm_thatSaysAnAlertOfThisApp_isRead(lines: [String], minutes: Int) throws {
        let action = lines.contains { $0.hasPrefix("ACTION") } ? [] : ["ACTION:DISPLAY"]
        let file = todoFile(["UID:a", "SUMMARY:Pay rent", "DUE:20261201T100000", "BEGIN:VALARM"] + action + lines + ["END:VALARM"])

        #expect(try decode(file).first?.alert == ReminderAlert(minutesBefore: minutes))
    }

    @Test(arguments: [
        ["ACTION:EMAIL", "TRIGGER:-PT15M"],
        ["ACTION:DISPLAY", "TRIGGER:-PT7M"],
        ["ACTION:DISPLAY", "TRIGGER:PT15M"],
        ["ACTION:DISPLAY", "TRIGGER:-PT30S"],
        ["ACTION:DISPLAY", "TRIGGER:soon"],
        ["ACTION:DISPLAY", "TRIGGER:-PT"],
        ["ACTION:DISPLAY", "TRIGGER:-P1Y"],
        ["ACTION:DISPLAY", "TRIGGER:-PT9999999M"],
        ["ACTION:DISPLAY", "TRIGGER;RELATED=MIDDLE:-PT15M"],
        ["ACTION:DISPLAY", "TRIGGER;VALUE=PERIOD:-PT15M"],
        ["ACTION:DISPLAY", "TRIGGER;VALUE=DATE-TIME:20261201T084000Z"],
        ["ACTION:DISPLAY", "TRIGGER;VALUE=DATE-TIME:tomorrow"],
        ["ACTION:DISPLAY"],
        ["TRIGGER:-PT15M"],
    ])
    func anAlarmThisAppCannotKeep_isIgnored_andTheReminderImported(lines: [String]) throws {
        let file = todoFile(["UID:a", "SUMMARY:Pay rent", "DUE:20261201T100000", "BEGIN:VALARM"] + lines + ["END:VALARM"])

        let reminders = try decode(file)

        #expect(reminders.map(\.title) == ["Pay rent"] && reminders.first?.alert == nil)
    }

    @Test func anAlarmRelativeToAStartThatIsNotTheDueTime_isIgnored_andTheNextOneRead() throws {
        let file = todoFile([
            "UID:a", "SUMMARY:Pay rent", "DTSTART:20261201T080000", "DUE:20261201T100000",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;RELATED=END:-PT1H", "END:VALARM",
        ])

        #expect(try decode(file).first?.alert == ReminderAlert(minutesBefore: 60))
    }

    @Test func anInstantForADayWithoutATime_isIgnored() throws {
        let file = todoFile([
            "UID:a", "SUMMARY:Pay rent", "DUE;VALUE=DATE:20261201",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;VALUE=DATE-TIME:20261201T080000Z", "END:VALARM",
        ])

        #expect(try decode(file).first?.alert == nil)
    }

    @Test func appleRemindersAlarm_atTheDueInstant_isAnAlertAtTheTime_inAnyZone() throws {
        #expect(try decode(ICalendarSamples.appleReminders, in: "Europe/Berlin").first?.alert == .atTime)
        #expect(try decode(ICalendarSamples.appleReminders, in: "Asia/Tokyo").first?.alert == .atTime)
    }
}
