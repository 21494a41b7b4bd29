import Entities
import Foundation
import Testing

@Suite struct NotificationSettingsTests {
    private let berlin = TimeZone(identifier: "Europe/Berlin")!
    private func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test func theDefaults_areEmailAlertsOn_noSummary_at08_andDateOnlyRemindersAt09() {
        let settings = NotificationSettings()

        #expect(settings.emailAlerts)
        #expect(!settings.dailySummary)
        #expect(settings.summaryTime == LocalTime(hour: 8, minute: 0))
        #expect(settings.dateOnlyAlertTime == LocalTime(hour: 9, minute: 0))
        #expect(UserSettings().notifications == settings)
    }

    @Test(arguments: [
        // Before today's time: today's.
        ("2026-11-21T06:59:00Z", "2026-11-21T07:00:00Z"),
        // At or after it: tomorrow's.
        ("2026-11-21T07:00:00Z", "2026-11-22T07:00:00Z"),
        ("2026-11-21T22:30:00Z", "2026-11-22T07:00:00Z"),
        // Across the change to summer time, 08:00 is 06:00 UTC.
        ("2026-03-28T07:00:00Z", "2026-03-29T06:00:00Z"),
        // Across the change back, 08:00 is 07:00 UTC again.
        ("2026-10-24T06:00:00Z", "2026-10-25T07:00:00Z"),
    ])
    func theNextSummary_isTheFirstOfItsTimeStrictlyLater(after: String, expected: String) {
        #expect(NotificationSettings().nextSummary(after: instant(after), in: berlin) == instant(expected))
    }

    @Test func aTimeTheNightSkips_movesOnByTheGap() {
        let half = LocalTime(hour: 2, minute: 30)!

        #expect(LocalTime.next(half, after: instant("2026-03-28T12:00:00Z"), in: berlin) == instant("2026-03-29T01:30:00Z"))
    }

    @Test func anAddress_isConfirmedOnceItHasAConfirmationDate() {
        var user = User(id: 1, email: "ada@example.com", displayName: "Ada", createdAt: .distantPast)

        #expect(!user.isEmailConfirmed)
        user.emailConfirmedAt = .distantPast
        #expect(user.isEmailConfirmed)
    }
}
