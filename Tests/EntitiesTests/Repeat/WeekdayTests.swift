import Entities
import Testing

struct WeekdayTests {
    @Test func codes_areRFC5545s_inLocalDateWeekdayOrder() {
        #expect(Weekday.allCases.map(\.rawValue) == ["SU", "MO", "TU", "WE", "TH", "FR", "SA"])
        #expect(Weekday.allCases.map(\.number) == Array(0...6))
    }

    @Test(arguments: [("2027-01-03", Weekday.sunday), ("2027-01-04", .monday), ("2027-01-07", .thursday), ("2027-01-09", .saturday)])
    func weekdayOfADate_isTheDayItFallsOn(date: String, weekday: Weekday) {
        #expect(Weekday(of: day(date)) == weekday)
    }

    @Test func workdays_areMondayToFriday() {
        #expect(Weekday.workdays == Set(Weekday.allCases.filter { (1...5).contains($0.number) }))
    }
}
