import Entities
import Foundation
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

    @Test func theZoneOfSettings_isTheOneChosen_orTheServersWithoutOneOrForANameTheSystemLost() {
        let server = TimeZone(identifier: "America/New_York")!

        #expect(UserSettings(timeZone: "Asia/Tokyo").resolvedTimeZone(server: server).identifier == "Asia/Tokyo")
        #expect(UserSettings().resolvedTimeZone(server: server) == server)
        #expect(UserSettings.timeZone(named: "Mars/Olympus_Mons", server: server) == server)
    }
}
