import HTMLTestKit
import Presentation
import Testing
import Web

/// The settings page on the running app: each person's time zone, first day of the week and
/// default list, applied to their pages. The server runs in UTC with its clock at
/// 2026-06-15T12:00Z (`RunningApp`).
@Suite struct SettingsFlowTests {
    /// Opens the settings from the header, chooses `timeZone` (its option's label) and saves.
    private func choose(timeZone: String, _ browser: Browser, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await browser.clickLink("Settings")
        try await browser.select(timeZone, from: "Time zone")
        try await browser.press("Save settings")
        #expect(try await browser.flash() == "Settings saved.", sourceLocation: sourceLocation)
        #expect(await browser.url == Route.settings.path, sourceLocation: sourceLocation)
    }

    @Test func twoPeopleInDifferentZones_eachSeeTheirOwnTodayAndOverdue() async throws {
        try await RunningApp.with { app in
            // 12:00 UTC is 02:00 on 16 June on Kiritimati (UTC+14) and 05:00 on 15 June in Los Angeles.
            let kiribati = try await app.signedInBrowser()
            try await choose(timeZone: "Kiritimati (UTC+14:00)", kiribati)
            let california = try await app.signedInBrowser()
            try await choose(timeZone: "Los Angeles (UTC\u{2212}07:00)", california)

            for browser in [kiribati, california] {
                try await browser.createList("Home")
                try await browser.addReminder("Water plants", dueDate: "2026-06-15")
                try await browser.addReminder("Early call", dueDate: "2026-06-15", dueTime: "06:00")
                try await browser.addReminder("Pay rent", dueDate: "2026-06-16")
            }

            // Kiritimati's today is the 16th: the 15th is overdue, the 16th is today.
            try await kiribati.clickLink("Today")
            #expect(try await kiribati.reminderGroups() == [
                ReminderGroup(heading: "Overdue", titles: ["Water plants", "Early call"]),
                ReminderGroup(heading: "Today", titles: ["Pay rent"]),
            ])
            // Los Angeles' is the 15th, at 05:00: nothing is overdue yet, the 16th is tomorrow.
            try await california.clickLink("Today")
            #expect(try await california.reminderGroups() == [ReminderGroup(heading: "Today", titles: ["Water plants", "Early call"])])
            try await california.clickLink("Scheduled")
            #expect(try await california.reminderGroups().map(\.heading) == ["Today", "Tomorrow"])
        }
    }

    @Test func anUnknownZoneOrAnothersList_isRefusedBesideTheField_andNothingChanges() async throws {
        try await RunningApp.with { app in
            let other = try await app.signedInBrowser()
            try await other.createList("Not yours")
            let othersList = try #require(await other.url.split(separator: "/").last.map(String.init))
            let browser = try await app.signedInBrowser()
            try await choose(timeZone: "Lisbon (UTC+01:00)", browser)

            try await browser.post(Route.settings.path, body: "action=saveSettings&language=en&timeZone=Mars%2FOlympus_Mons&weekStart=monday&defaultList=\(othersList)")

            #expect(await browser.status == 422)
            #expect(try await browser.texts("p.error") == ["Choose one of the time zones in the list.", "Choose one of your lists."])
            try await browser.visit(Route.settings.path)
            #expect(try await browser.texts("#settings-time-zone option[selected]") == ["Lisbon (UTC+01:00)"])
            #expect(try await browser.texts("#settings-default-list option[selected]") == ["Reminders"])
        }
    }

    @Test func aSelectThatSendsWhatItNeverOffers_isABadRequest() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.visit(Route.settings.path)
            for body in ["weekStart=friday&defaultList=", "weekStart=monday&defaultList=abc", "weekStart=monday&defaultList=-3"] {
                try await browser.post(Route.settings.path, body: "action=saveSettings&language=en&timeZone=UTC&" + body)
                #expect(await browser.status == 400, "\(body)")
            }
        }
    }

    @Test func remindersAddedOnTodayOrFlagged_goToTheDefaultList_dueTodayOrFlagged() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Errands")
            try await browser.createList("Work")
            try await browser.clickLink("Settings")
            try await browser.select("Work", from: "Default list")
            try await browser.press("Save settings")

            try await browser.clickLink("Today")
            try await browser.fillIn("New reminder", with: "Send the report")
            try await browser.press("Add")
            #expect(try await browser.flash() == "Reminder added")
            #expect(try await browser.reminderTitles() == ["Send the report"])
            try await browser.clickLink("Flagged")
            try await browser.fillIn("New reminder", with: "Call the bank")
            try await browser.press("Add")
            #expect(try await browser.reminderTitles() == ["Call the bank"])

            try await browser.clickLink("Lists")
            try await browser.clickLink("Work")
            #expect(try await browser.reminderTitles() == ["Send the report", "Call the bank"])
            try await browser.clickLink("Lists")
            try await browser.clickLink("Errands")
            #expect(try await browser.reminderTitles() == [])
        }
    }

    @Test func weeksFromSunday_groupScheduledByTheirFirstDay() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Home")
            // 15 June 2026 is a Monday: with weeks from Sunday, the 21st starts the next week.
            try await browser.addReminder("Plan the week", dueDate: "2026-06-20")
            try await browser.addReminder("Brunch", dueDate: "2026-06-21")
            try await browser.clickLink("Settings")
            try await browser.select("Sunday", from: "First day of the week")
            try await browser.press("Save settings")

            try await browser.clickLink("Scheduled")

            #expect(try await browser.reminderGroups().map(\.heading) == ["Sat 20 Jun", "Week of Sun 21 Jun"])
        }
    }
}
