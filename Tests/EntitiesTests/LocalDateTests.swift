import Entities
import Testing

struct LocalDateTests {
    @Test func utf8Bytes_parseAsTheirText() {
        for text in ["2026-12-05", "2028-02-29", "2026-02-30", "2026/12/05", ""] {
            var copy = text
            #expect(copy.withUTF8 { LocalDate(utf8: $0) } == LocalDate(text))
        }
    }

    @Test func validText_isParsedIntoItsParts() throws {
        let date = try #require(LocalDate("2026-12-05"))
        #expect(date.year == 2026)
        #expect(date.month == 12)
        #expect(date.day == 5)
    }

    @Test func parsedDate_equalsTheDateBuiltFromItsParts() {
        #expect(LocalDate("2026-01-31") == LocalDate(year: 2026, month: 1, day: 31))
    }

    @Test(arguments: [
        "", "2026", "2026-12", "2026-12-05-01", "26-12-05", "02026-12-05", "2026-1-05", "2026-12-5",
        "2026/12/05", "2026-12-05 ", " 2026-12-05", "abcd-ef-gh", "2026-1a-05", "+026-12-05", "2026--1-05",
        "2026-13-01", "2026-00-10", "2026-12-00", "2026-12-32", "2026-04-31", "0000-01-01",
    ])
    func malformedOrImpossibleText_isNil(text: String) {
        #expect(LocalDate(text) == nil)
    }

    @Test(arguments: ["２０２６-１２-０５", "٢٠٢٦-١٢-٠٥", "2026-١٢-05", "۲۰۲۶-۱۲-۰۵"])
    func nonASCIIDigits_areRejected(text: String) {
        #expect(LocalDate(text) == nil)
    }

    @Test func february30_isNil() {
        #expect(LocalDate("2026-02-30") == nil)
        #expect(LocalDate(year: 2026, month: 2, day: 30) == nil)
    }

    @Test(arguments: [2024, 2000, 2400, 1600])
    func february29_inALeapYear_isValid(year: Int) {
        #expect(LocalDate(year: year, month: 2, day: 29) != nil)
    }

    @Test(arguments: [2026, 1900, 2100, 2023])
    func february29_inACommonYear_isNil(year: Int) {
        #expect(LocalDate(year: year, month: 2, day: 29) == nil)
        #expect(LocalDate(year: year, month: 2, day: 28) != nil)
    }

    @Test(arguments: [(1, 31), (3, 31), (4, 30), (5, 31), (6, 30), (7, 31), (8, 31), (9, 30), (10, 31), (11, 30), (12, 31)])
    func lastDayOfEachMonth_isValid_andTheDayAfterIsNil(month: Int, lastDay: Int) {
        #expect(LocalDate(year: 2026, month: month, day: lastDay) != nil)
        #expect(LocalDate(year: 2026, month: month, day: lastDay + 1) == nil)
    }

    @Test func yearsOutside1To9999_areNil() {
        #expect(LocalDate(year: 0, month: 1, day: 1) == nil)
        #expect(LocalDate(year: 10000, month: 1, day: 1) == nil)
        #expect(LocalDate(year: -1, month: 1, day: 1) == nil)
        #expect(LocalDate(year: 1, month: 1, day: 1) != nil)
        #expect(LocalDate(year: 9999, month: 12, day: 31) != nil)
    }

    @Test func monthsOutside1To12_andDaysBelow1_areNil() {
        #expect(LocalDate(year: 2026, month: 0, day: 1) == nil)
        #expect(LocalDate(year: 2026, month: 13, day: 1) == nil)
        #expect(LocalDate(year: 2026, month: 1, day: 0) == nil)
    }

    @Test func substring_isParsedLikeAString() {
        let text = "due: 2026-12-05"
        #expect(LocalDate(text.dropFirst(5)) == LocalDate(year: 2026, month: 12, day: 5))
    }

    @Test(arguments: ["2026-12-05", "0999-01-02", "0001-01-01", "9999-12-31"])
    func description_isTheParsedTextPaddedWithZeros(text: String) throws {
        #expect(try #require(LocalDate(text)).description == text)
    }

    @Test func next_withinAMonth_isTheFollowingDay() throws {
        #expect(try #require(LocalDate("2026-11-21")).next == LocalDate("2026-11-22"))
    }

    @Test(arguments: [
        ("2026-01-31", "2026-02-01"), ("2026-04-30", "2026-05-01"), ("2026-02-28", "2026-03-01"),
        ("2024-02-28", "2024-02-29"), ("2024-02-29", "2024-03-01"), ("2026-12-31", "2027-01-01"),
    ])
    func next_acrossMonthAndYearEnds_rollsOver(day: String, expected: String) throws {
        #expect(try #require(LocalDate(day)).next == LocalDate(expected))
    }

    @Test func ordering_isByYearThenMonthThenDay() throws {
        let days = try ["2026-11-21", "2025-12-31", "2026-01-01", "2026-11-02", "2026-02-28"].map { try #require(LocalDate($0)) }
        #expect(days.sorted().map(\.description) == ["2025-12-31", "2026-01-01", "2026-02-28", "2026-11-02", "2026-11-21"])
        #expect(!(days[0] < days[0]))
    }
}

@Suite struct LocalDateWeekdayTests {
    @Test(arguments: [
        ("2026-11-21", 6), ("2026-11-22", 0), ("2026-12-05", 6), ("2000-01-01", 6), ("2000-02-29", 2),
        ("1970-01-01", 4), ("2027-01-02", 6), ("2024-03-01", 5), ("0001-01-01", 1), ("9999-12-31", 5),
    ])
    func weekday_countsFromSundayAsZero(text: String, weekday: Int) {
        #expect(LocalDate(text)?.weekday == weekday)
    }
}

struct LocalDateArithmeticTests {
    @Test(arguments: [
        ("2026-11-25", 0, "2026-11-25"), ("2026-11-25", 6, "2026-12-01"), ("2026-12-31", 1, "2027-01-01"),
        ("2028-02-28", 1, "2028-02-29"), ("2027-02-28", 1, "2027-03-01"), ("2026-03-01", -1, "2026-02-28"),
        ("2000-03-01", -1, "2000-02-29"), ("1970-01-01", -1, "1969-12-31"), ("0001-01-01", 365, "0002-01-01"),
        ("2026-11-25", -366, "2025-11-24"), ("9999-12-30", 1, "9999-12-31"),
    ])
    func addingDays_countsAcrossMonthsYearsAndLeapDays(start: String, days: Int, expected: String) throws {
        let date = try #require(LocalDate(start))
        #expect(date.adding(days: days).description == expected)
    }

    @Test func previous_isTheDayBeforeAndUndoesNext() throws {
        let date = try #require(LocalDate("2026-01-01"))
        #expect(date.previous.description == "2025-12-31")
        #expect(date.next.previous == date)
    }

    @Test func everyDayOfFourCenturies_roundTripsThroughItsDayNumber() throws {
        var date = try #require(LocalDate("1900-01-01"))
        let end = try #require(LocalDate("2300-01-01"))
        while date < end {
            #expect(date.adding(days: 1) == date.next)
            date = date.next
        }
    }
}
