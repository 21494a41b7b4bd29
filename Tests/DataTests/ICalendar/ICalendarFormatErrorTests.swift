import Data
import Domain
import Entities
import Foundation
import Testing

/// What makes a file refused whole, and the line each refusal names.
struct ICalendarFormatErrorTests {
    @Test(arguments: [
        (todoFile("UID:a", "SUMMARY"), 5, "no colon before the value"),
        (todoFile("UID:a", "DUE:tomorrow"), 5, #"DUE "tomorrow" is not a date (20261121) or a date and time (20261121T090000)"#),
        (todoFile("UID:a", "DUE;VALUE=DATE:20261121T090000"), 5, #"DUE "20261121T090000" is not a date"#),
        (todoFile("UID:a", "SUMMARY:x", "DUE:20260230"), 6, #"DUE "20260230" is not a date"#),
        (todoFile("UID:a", "PRIORITY:high"), 5, #"PRIORITY "high" is not a whole number"#),
        (todoFile("UID:a", "PRIORITY:10"), 5, "PRIORITY 10 is not between 0 and 9"),
        (todoFile("UID:a", "PRIORITY:-1"), 5, "PRIORITY -1 is not between 0 and 9"),
        (todoFile("UID:a", "COMPLETED:20261121T090000"), 5, #"COMPLETED "20261121T090000" is not a date and time in UTC"#),
        (todoFile("UID:a", "COMPLETED;VALUE=DATE:20261121"), 5, #"COMPLETED "20261121" is not a date and time in UTC"#),
        (todoFile("UID:a", "CREATED:yesterday"), 5, #"CREATED "yesterday" is not a date and time in UTC"#),
        (todoFile("UID:a", "SUMMARY:x", "STATUS:COMPLETED"), 6, "STATUS:COMPLETED with no COMPLETED, LAST-MODIFIED or DTSTAMP to say when"),
        (todoFile("UID:a", "DTSTAMP:20261121T090000", "STATUS:COMPLETED"), 5, #"DTSTAMP "20261121T090000" is not a date and time in UTC"#),
        (todoFile("UID:a", "X-REMINDERS-FLAGGED:yes"), 5, #"X-REMINDERS-FLAGGED "yes" is neither TRUE nor FALSE"#),
        (todoFile("UID:a", "DUE:99991231T230000Z"), 5, "DUE falls outside the years 1 to 9999 in Asia/Tokyo"),
        (todoFile("UID:a", "DTSTART:someday", "DUE;VALUE=DATE:20261121", "RRULE:FREQ=DAILY"), 5, #"DTSTART "someday" is not a date"#),
    ])
    func aMalformedValue_namesItsLine(_ text: String, line: Int, reason: String) throws {
        let error = try #require(refusal(of: text, in: "Asia/Tokyo"))

        guard case .malformed(let errorLine, let errorReason) = error else {
            Issue.record("refused as \(error), not as malformed")
            return
        }
        #expect(errorLine == line)
        #expect(errorReason.hasPrefix(reason), "\(errorReason)")
    }

    @Test(arguments: [
        (todoFile("UID:a", "DUE;VALUE=DATE:20261121", "RRULE:FREQ=HOURLY"), 6, "the repeat rule FREQ=HOURLY"),
        // The RFC skips months without a 31st; this app falls on their last day instead.
        (todoFile("UID:a", "DUE;VALUE=DATE:20261231", "RRULE:FREQ=MONTHLY;BYMONTHDAY=31"), 6, "the repeat rule FREQ=MONTHLY;BYMONTHDAY=31"),
        (todoFile("UID:a", "SUMMARY:x", "RRULE:FREQ=DAILY"), 6, "a repeat rule without a DUE to count from"),
        (todoFile("UID:a", "DUE;VALUE=DATE:20261121", "RRULE:FREQ=DAILY", "RRULE:FREQ=WEEKLY"), 7, "a second repeat rule"),
        (todoFile("UID:a", "DUE;VALUE=DATE:20261121", "RRULE:FREQ=DAILY", "RDATE;VALUE=DATE:20261225"), 7, "extra or skipped occurrences (RDATE)"),
        (todoFile("UID:a", "DUE;VALUE=DATE:20261121", "EXDATE;VALUE=DATE:20261122", "RRULE:FREQ=DAILY"), 6, "extra or skipped occurrences (EXDATE)"),
        (todoFile("UID:a", "DTSTART;VALUE=DATE:20261120", "DUE;VALUE=DATE:20261121", "RRULE:FREQ=DAILY"), 5,
         "a repeat starting on another day (DTSTART) than its due date"),
    ])
    func aRepeatThisAppCannotKeep_isUnsupported_namingItsLine(_ text: String, line: Int, reason: String) {
        #expect(refusal(of: text) == .unsupported(line: line, reason: reason))
    }

    @Test func aRepeatDueOnAnotherDayInTheImportersZone_isUnsupported() throws {
        // 23:00 UTC on Saturday is 08:00 on Sunday in Tokyo, but BYDAY=SA counts Saturdays in UTC.
        let text = todoFile("UID:a", "DUE:20261121T230000Z", "RRULE:FREQ=WEEKLY;BYDAY=SA")

        #expect(refusal(of: text, in: "Asia/Tokyo")
            == .unsupported(line: 6, reason: "a repeat due on 2026-11-21 in the file's time zone but on 2026-11-22 in Asia/Tokyo"))
        // In London's winter time, UTC+0, it is still Saturday.
        #expect(try decode(text, in: "Europe/London").map(\.repeatRule) == [RepeatRule(.weekly(on: [.saturday]))])
    }

    @Test func aUIDTwice_namesTheSecondUIDsLine_andTheFirstTodos() {
        let text = [
            "BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:same", "END:VTODO", "BEGIN:VTODO", "SUMMARY:x", "UID:same", "END:VTODO", "END:VCALENDAR",
        ].map { $0 + "\n" }.joined()

        #expect(refusal(of: text) == .malformed(line: 7, reason: "UID same is already the UID on line 3"))
    }

    @Test func aBrokenNesting_isMalformed_atTheReadersLine() {
        #expect(refusal(of: "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:1\nEND:VCALENDAR\n")
            == .malformed(line: 4, reason: "END:VCALENDAR closes BEGIN:VTODO of line 2"))
    }

    @Test func aLaterTodosError_addsNothing_fromTheTodosBefore() {
        let text = [
            "BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:good", "END:VTODO", "BEGIN:VTODO", "UID:bad", "PRIORITY:11", "END:VTODO", "END:VCALENDAR",
        ].map { $0 + "\n" }.joined()

        #expect(refusal(of: text) == .malformed(line: 7, reason: "PRIORITY 11 is not between 0 and 9"))
    }

    @Test(arguments: [
        "BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n",
        "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:e\nEND:VEVENT\nEND:VCALENDAR\n",
        "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:a\nRECURRENCE-ID:20261121T090000Z\nEND:VTODO\nEND:VCALENDAR\n",
    ])
    func aCalendarWithoutAReminder_holdsNoReminders(_ text: String) {
        #expect(refusal(of: text) == .noReminders)
    }

    @Test func bytesThatAreNotUTF8_areRefused_asSuch() {
        // UTF-16 with its byte order mark, as some Windows apps save text.
        let file = Data([0xFF, 0xFE] + "BEGIN:VCALENDAR".utf8.flatMap { [$0, 0] })

        #expect(throws: ReminderFileError.notUTF8) {
            try ICalendarFormat().decode(file, timeZone: zone("Europe/Berlin"))
        }
    }

    /// Why `text` is refused when someone in the zone `identifier` imports it; records an issue and
    /// is nil when it is read.
    private func refusal(
        of text: String, in identifier: String = "Europe/Berlin", sourceLocation: SourceLocation = #_sourceLocation
    ) -> ReminderFileError? {
        #expect(throws: ReminderFileError.self, sourceLocation: sourceLocation) {
            try decode(text, in: identifier)
        }
    }
}
