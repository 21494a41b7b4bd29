import Data
import Entities
import Foundation
import Testing

/// TEXT escapes, comma lists, and DATE / DATE-TIME values.
struct ICalendarValueTests {
    @Test(arguments: [
        (#"Milk\, eggs\; bread"#, "Milk, eggs; bread"),
        (#"back\\slash"#, #"back\slash"#),
        (#"one\ntwo\NTHREE"#, "one\ntwo\nTHREE"),
        (#"a\:b and a trailing \"#, #"a\:b and a trailing \"#),
        ("", ""),
    ])
    func text_isUnescaped(_ value: String, text: String) {
        #expect(ICalendarText.unescape(value) == text)
    }

    @Test(arguments: [
        ("Milk, eggs; bread", #"Milk\, eggs\; bread"#),
        (#"C:\Temp"#, #"C:\\Temp"#),
        ("one\ntwo\r\nthree\rfour", #"one\ntwo\nthree\nfour"#),
        ("Grüße 👋", "Grüße 👋"),
    ])
    func text_isEscaped_andReadsBackUnchanged(_ text: String, value: String) {
        #expect(ICalendarText.escape(text) == value)
        #expect(ICalendarText.unescape(value) == text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"))
    }

    @Test(arguments: [
        ("FAMILY,FINANCE", ["FAMILY", "FINANCE"]),
        (#"Home,Urgent\, really"#, ["Home", "Urgent, really"]),
        (#"a\\,b"#, [#"a\"#, "b"]),
        ("solo", ["solo"]),
        ("", []),
    ])
    func aCommaList_splitsOnUnescapedCommas(_ value: String, items: [String]) {
        #expect(ICalendarText.list(value) == items)
        #expect(ICalendarText.list(ICalendarText.joinedList(items)) == items)
    }

    @Test func dateAndDateTime_areParsed_withTheirZone() throws {
        let day = try #require(LocalDate(year: 2026, month: 11, day: 21))
        let nine = try #require(ICalendarDateTime.Time(hour: 9, minute: 0, second: 0))

        #expect(ICalendarDateTime("20261121") == ICalendarDateTime(date: day))
        #expect(ICalendarDateTime("20261121T090000") == ICalendarDateTime(date: day, time: nine))
        #expect(ICalendarDateTime("20261121T090000Z") == ICalendarDateTime(date: day, time: nine, isUTC: true))
        #expect(ICalendarDateTime("20261121T090000", tzid: "Europe/Berlin")?.tzid == "Europe/Berlin")
    }

    @Test func aProperty_givesItsTZID_andMustMatchItsVALUE() throws {
        let lines = try ICalendarReader.contentLines(
            "DUE;TZID=/mozilla.org/20070129_1/Europe/Berlin:20261121T090000\nDUE;VALUE=DATE:20070501\nDUE;VALUE=DATE:20070501T090000\nDUE;VALUE=DATE-TIME:20070501\n"
        )

        #expect(ICalendarDateTime(lines[0])?.tzid == "/mozilla.org/20070129_1/Europe/Berlin")
        #expect(ICalendarDateTime(lines[0])?.text == "20261121T090000")
        #expect(ICalendarDateTime(lines[1])?.time == nil)
        #expect(ICalendarDateTime(lines[1])?.text == "20070501")
        #expect(ICalendarDateTime(lines[2]) == nil)
        #expect(ICalendarDateTime(lines[3]) == nil)
    }

    @Test(arguments: [
        "2026112", "202611210", "20260230", "20261321", "2026-11-21", "20261121T250000", "20261121T096000",
        "20261121 090000", "20261121T090000X", "20261121T0900", "20261121T090000ZZ", "２０２６１１２１",
    ])
    func anImpossibleOrMisshapenDate_isNil(_ text: String) {
        #expect(ICalendarDateTime(text) == nil)
    }

    @Test func aDateTime_writesItsValueParameters() throws {
        let day = try #require(ICalendarDateTime("20070501"))
        let zoned = try #require(ICalendarDateTime("20261121T090000", tzid: "Europe/Berlin"))

        #expect(ICalendarWriter.write(day.contentLine(name: "DUE")) == "DUE;VALUE=DATE:20070501\r\n")
        #expect(ICalendarWriter.write(zoned.contentLine(name: "DUE")) == "DUE;TZID=Europe/Berlin:20261121T090000\r\n")
    }
}
