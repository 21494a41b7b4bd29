import HTMLTestKit
import Presentation
import Testing
import Web

/// The sidebar of every signed-in page, All and Completed's days, on the running app.
@Suite struct SidebarFlowTests {
    @Test func theSidebarCounts_allListsTheUndated_andCompletedGroupsByDay() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Home")

            // when: one due today and one without a day
            try await browser.addReminder("Pay rent", dueDate: Days.fromToday(0))
            try await browser.addReminder("Someday maybe")

            // then: the sidebar counts them, on the list's page, which it marks
            #expect(try await browser.texts("nav.sidebar a").prefix(5) == ["Today 1", "Scheduled 1", "Flagged 0", "All 2", "Completed 0"])
            #expect(try await browser.texts("nav.sidebar a[aria-current=page]") == ["Home 2"])
            #expect(try await browser.texts("nav.sidebar a").contains("Reminders 0"))

            // All lists every open reminder, the undated one too
            try await browser.clickLink("All 2")
            #expect(await browser.url == Route.smartList(.all).path)
            #expect(try await browser.texts("h1") == ["All"])
            #expect(try await browser.reminderTitles() == ["Pay rent", "Someday maybe"])
            #expect(try await browser.texts("nav.sidebar a[aria-current=page]") == ["All 2"])

            // Completed shows what was completed under the day it was completed
            try await browser.press("Complete “Someday maybe”")
            #expect(try await browser.texts("nav.sidebar a").prefix(5) == ["Today 1", "Scheduled 1", "Flagged 0", "All 1", "Completed 1"])
            try await browser.clickLink("Completed 1")
            #expect(try await browser.reminderGroups() == [ReminderGroup(heading: "Today", titles: ["Someday maybe"])])
        }
    }
}
