import Data
import Domain
import Entities
import Mocks
import Testing

/// Due times given as instants become wall-clock times in the importer's zone; the others stay as written.
struct ICalendarFormatTimeZoneTests {
    @Test(arguments: [
        ("Asia/Tokyo", "2026-11-22", "08:00"),
        ("America/Los_Angeles", "2026-11-21", "15:00"),
        ("UTC", "2026-11-21", "23:00"),
    ])
    func aDueInUTC_isTheSameInstant_inTheImportersZone(_ identifier: String, date: String, time: String) throws {
        let reminders = try decode(todoFile("UID:a", "DUE:20261121T230000Z"), in: identifier)

        #expect(reminders.map(\.due) == [DueDate(date: .fixture(date), time: .fixture(time))])
    }

    @Test(arguments: [
        // Berlin leaves summer time (UTC+2) on 25 October 2026; New York only on 1 November.
        ("UTC", ["07:00", "08:00"]),
        ("America/New_York", ["03:00", "04:00"]),
        ("Europe/Berlin", ["09:00", "09:00"]),
    ])
    func aDueInBerlin_acrossItsDaylightSavingChange_keepsItsInstant(_ identifier: String, times: [String]) throws {
        let text = [
            "BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:before", "DUE;TZID=Europe/Berlin:20261024T090000", "END:VTODO",
            "BEGIN:VTODO", "UID:after", "DUE;TZID=Europe/Berlin:20261026T090000", "END:VTODO", "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined()

        let reminders = try decode(text, in: identifier)

        #expect(reminders.map(\.due) == [
            DueDate(date: .fixture("2026-10-24"), time: .fixture(times[0])),
            DueDate(date: .fixture("2026-10-26"), time: .fixture(times[1])),
        ])
    }

    @Test func aTimeTheClocksSkip_inTheImportersOwnZone_staysAsWritten() throws {
        // 02:30 on 29 March 2026 does not exist in Berlin: the clocks go from 02:00 to 03:00.
        let reminders = try decode(todoFile("UID:a", "DUE;TZID=Europe/Berlin:20260329T023000"), in: "Europe/Berlin")

        #expect(reminders.map(\.due) == [DueDate(date: .fixture("2026-03-29"), time: .fixture("02:30"))])
    }

    @Test(arguments: ["Asia/Tokyo", "America/Los_Angeles"])
    func floatingTimes_andDays_andUnknownZones_stayAsWritten_anywhere(_ identifier: String) throws {
        let text = [
            "BEGIN:VCALENDAR",
            "BEGIN:VTODO", "UID:floating", "DUE:20261121T090000", "END:VTODO",
            "BEGIN:VTODO", "UID:day", "DUE;VALUE=DATE;TZID=Europe/Berlin:20261121", "END:VTODO",
            "BEGIN:VTODO", "UID:outlook", "DUE;TZID=W. Europe Standard Time:20261121T090000", "END:VTODO",
            "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined()

        let reminders = try decode(text, in: identifier)

        #expect(reminders.map(\.due) == [
            DueDate(date: .fixture("2026-11-21"), time: .fixture("09:00")),
            DueDate(date: .fixture("2026-11-21")),
            DueDate(date: .fixture("2026-11-21"), time: .fixture("09:00")),
        ])
    }

    @Test func aMozillaPrefixedZone_isTheIANAZoneBehindIt() throws {
        let reminders = try decode(todoFile("UID:a", "DUE;TZID=/mozilla.org/20050126_1/America/New_York:20261121T090000"), in: "UTC")

        #expect(reminders.map(\.due) == [DueDate(date: .fixture("2026-11-21"), time: .fixture("14:00"))])
    }

    @Test func secondsOfADue_areDropped() throws {
        let reminders = try decode(todoFile("UID:a", "DUE:20261121T090059Z"), in: "UTC")

        #expect(reminders.map(\.due) == [DueDate(date: .fixture("2026-11-21"), time: .fixture("09:00"))])
    }
}
