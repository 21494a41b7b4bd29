import Entities
import Testing

struct LocalTimeTests {
    @Test func validText_isParsedIntoItsParts() throws {
        let time = try #require(LocalTime("14:30"))
        #expect(time.hour == 14)
        #expect(time.minute == 30)
    }

    @Test func seconds_areAcceptedAndDropped() {
        #expect(LocalTime("14:30:59") == LocalTime(hour: 14, minute: 30))
        #expect(LocalTime("00:00:00") == LocalTime(hour: 0, minute: 0))
    }

    @Test(arguments: ["00:00", "23:59", "09:05", "12:00"])
    func boundaryTimes_areValid_andDescribedAsParsed(text: String) throws {
        #expect(try #require(LocalTime(text)).description == text)
    }

    @Test(arguments: [
        "24:00", "23:60", "25:00", "99:99", "", "14", "1:30", "14:3", "143:0", "14-30", "14:30:", "14:30:5",
        "14:30:00:00", " 14:30", "14:30 ", "ab:cd", "+1:30", "-1:30", "14:30:xx", "14:30:60", "14:30:99",
    ])
    func malformedOrImpossibleText_isNil(text: String) {
        #expect(LocalTime(text) == nil)
    }

    @Test(arguments: ["１４:３０", "١٤:٣٠", "14:٣٠", "۱۴:۳۰"])
    func nonASCIIDigits_areRejected(text: String) {
        #expect(LocalTime(text) == nil)
    }

    @Test func outOfRangeParts_areNil() {
        #expect(LocalTime(hour: 24, minute: 0) == nil)
        #expect(LocalTime(hour: -1, minute: 0) == nil)
        #expect(LocalTime(hour: 0, minute: 60) == nil)
        #expect(LocalTime(hour: 0, minute: -1) == nil)
    }

    @Test func substring_isParsedLikeAString() {
        #expect(LocalTime("at 08:15".dropFirst(3)) == LocalTime(hour: 8, minute: 15))
    }

    @Test func ordering_isByHourThenMinute() throws {
        let times = try ["14:30", "09:45", "14:05", "00:00", "23:59"].map { try #require(LocalTime($0)) }
        #expect(times.sorted().map(\.description) == ["00:00", "09:45", "14:05", "14:30", "23:59"])
    }

    @Test func utf8Bytes_parseAsTheirText() {
        for text in ["14:30", "14:30:59", "24:00", "14-30", ""] {
            var copy = text
            #expect(copy.withUTF8 { LocalTime(utf8: $0) } == LocalTime(text))
        }
    }
}
