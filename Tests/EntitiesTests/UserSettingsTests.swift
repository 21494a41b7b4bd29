import Entities
import Testing

struct UserSettingsTests {
    @Test func newSettings_areEnglishTheServersZoneMondayAndNoDefaultList() {
        let settings = UserSettings()
        #expect(settings == UserSettings(language: "en", timeZone: nil, weekStart: .monday, defaultListID: nil))
    }

    @Test(arguments: [
        // 2026-11-25 is a Wednesday.
        (WeekStart.monday, "2026-11-25", "2026-11-23"), (.sunday, "2026-11-25", "2026-11-22"),
        (.monday, "2026-11-23", "2026-11-23"), (.sunday, "2026-11-22", "2026-11-22"),
        (.monday, "2026-11-22", "2026-11-16"), (.sunday, "2026-11-28", "2026-11-22"),
        (.monday, "2027-01-02", "2026-12-28"),
    ])
    func aWeek_startsOnItsFirstDayOnOrBeforeTheDate(start: WeekStart, date: String, expected: String) throws {
        #expect(start.start(ofWeekHolding: try #require(LocalDate(date))).description == expected)
    }

    @Test func weekStarts_nameTheirWeekday() {
        #expect(WeekStart.sunday.weekday == 0)
        #expect(WeekStart.monday.weekday == 1)
    }
}
