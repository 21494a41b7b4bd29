import HTMLTestKit
import Presentation
import Testing
import Web

/// Today, Scheduled, Flagged, Completed and search, across lists, on the running app.
@Suite struct SmartListAndSearchTests {
    /// A list with a reminder overdue, one due today, one due later, one without a day and one
    /// completed; the browser ends on the list's page.
    private func addMixedReminders(_ browser: Browser) async throws {
        try await browser.createList("Home")
        try await browser.addReminder("Water plants", dueDate: Days.fromToday(-1))
        try await browser.addReminder("Pay rent", notes: "Transfer to the landlord", dueDate: Days.fromToday(0))
        try await browser.addReminder("Book flights", dueDate: Days.fromToday(10), dueTime: "09:00")
        try await browser.addReminder("Someday maybe")
        try await browser.addReminder("File taxes", dueDate: Days.fromToday(0))
        try await browser.press("Complete “File taxes”")
        #expect(try await browser.flash() == "Reminder completed")
    }

    @Test func today_showsWhatIsOverdueThenWhatIsDueToday_fromEveryList() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await addMixedReminders(browser)

            try await browser.clickLink("Today")

            #expect(await browser.url == Route.smartList(.today).path)
            #expect(try await browser.texts("h1") == ["Today"])
            #expect(try await browser.document.select("header nav a[aria-current=page]").map(\.text) == ["Today"])
            #expect(try await browser.reminderGroups() == [
                ReminderGroup(heading: "Overdue", titles: ["Water plants"]),
                ReminderGroup(heading: "Today", titles: ["Pay rent"]),
            ])
            #expect(try await browser.texts("\(try await browser.row("Pay rent")) .meta a") == ["Home"])
        }
    }

    @Test func completingFromToday_returnsToTodayWithAFlash_andMovesItToCompleted() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await addMixedReminders(browser)
            try await browser.visit(Route.smartList(.today).path)

            try await browser.press("Complete “Pay rent”")

            #expect(await browser.url == Route.smartList(.today).path)
            #expect(try await browser.flash() == "Reminder completed")
            #expect(try await browser.reminderTitles() == ["Water plants"])
            try await browser.clickLink("Completed")
            #expect(try await browser.reminderTitles() == ["Pay rent", "File taxes"])
        }
    }

    @Test func scheduled_showsOpenRemindersWithADay_groupedByDay() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await addMixedReminders(browser)

            try await browser.clickLink("Scheduled")

            #expect(try await browser.texts("h1") == ["Scheduled"])
            let groups = try await browser.reminderGroups()
            #expect(groups.flatMap(\.titles) == ["Water plants", "Pay rent", "Book flights"])
            #expect(groups.count == 3)
            #expect(groups.dropFirst().first?.heading == "Today")
        }
    }

    @Test func completed_showsCompletedRemindersOnly_andReopeningThereReturnsToIt() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await addMixedReminders(browser)

            try await browser.clickLink("Completed")

            #expect(try await browser.reminderTitles() == ["File taxes"])
            try await browser.press("Reopen “File taxes”")
            #expect(await browser.url == Route.smartList(.completed).path)
            #expect(try await browser.flash() == "Reminder reopened")
            #expect(try await browser.texts("section.empty h2") == ["Nothing completed yet"])
        }
    }

    @Test func flaggingFromARow_showsItInFlagged_andUnflaggingThereEmptiesIt() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await addMixedReminders(browser)
            try await browser.press("Flag “Someday maybe”")
            try await browser.press("Flag “Water plants”")
            try await browser.createList("Work")
            try await browser.addReminder("Send the report", dueDate: Days.fromToday(3))
            try await browser.press("Flag “Send the report”")
            #expect(try await browser.flash() == "Reminder flagged")

            // when
            try await browser.clickLink("Flagged")

            // then: the open flagged reminders of every list, due first, with their lists
            #expect(await browser.url == Route.smartList(.flagged).path)
            #expect(try await browser.texts("h1") == ["Flagged"])
            #expect(try await browser.document.select("header nav a[aria-current=page]").map(\.text) == ["Flagged"])
            #expect(try await browser.reminderTitles() == ["Water plants", "Send the report", "Someday maybe"])
            #expect(try await browser.texts("\(try await browser.row("Send the report")) .meta a") == ["Work"])

            // when: one completed, the others unflagged, from Flagged itself
            try await browser.press("Complete “Water plants”")
            #expect(await browser.url == Route.smartList(.flagged).path)
            #expect(try await browser.reminderTitles() == ["Send the report", "Someday maybe"])
            for title in ["Send the report", "Someday maybe"] {
                try await browser.press("Unflag “\(title)”")
                #expect(await browser.url == Route.smartList(.flagged).path)
                #expect(try await browser.flash() == "Reminder unflagged")
            }

            // then
            #expect(try await browser.reminderTitles() == [])
            #expect(try await browser.texts("section.empty h2") == ["Nothing flagged"])
        }
    }

    @Test func emptySmartLists_sayWhatWouldShowUpThere() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            for (link, title) in [
                ("Today", "Nothing due today"), ("Scheduled", "Nothing scheduled"), ("Flagged", "Nothing flagged"),
                ("Completed", "Nothing completed yet"),
            ] {
                try await browser.visit(Route.lists.path)
                try await browser.clickLink(link)
                #expect(try await browser.texts("section.empty h2") == [title])
            }
        }
    }

    @Test func search_findsTitlesAndNotesInEveryList_andSaysWhenNothingMatches() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await addMixedReminders(browser)
            try await browser.createList("Work")
            try await browser.addReminder("Plan the offsite", notes: "Ask about the landlord's room")

            // when: the header's search form
            try await browser.fillIn("Search reminders", with: "landlord")
            try await browser.press("Search")

            // then
            #expect(await browser.url == Route.search(query: "landlord").path)
            #expect(try await browser.texts("h1") == ["Search"])
            #expect(Set(try await browser.reminderTitles()) == ["Pay rent", "Plan the offsite"])
            #expect(try await browser.document.select("#search-query").first?["value"] == "landlord")

            // when: nothing matches
            try await browser.fillIn("Search reminders", with: "zebra")
            try await browser.press("Search")

            // then
            #expect(try await browser.reminderTitles() == [])
            #expect(try await browser.texts("section.empty h2") == ["No results"])
            #expect(try await browser.texts("section.empty p") == ["Nothing matches “zebra”."])
        }
    }

    @Test func search_findsTextWithAccents_typedWithout() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Laden")
            try await browser.addReminder("Käse kaufen")
            try await browser.addReminder("Straße fegen")

            // when: typed on a keyboard without umlauts
            try await browser.fillIn("Search reminders", with: "kase")
            try await browser.press("Search")

            // then
            #expect(try await browser.reminderTitles() == ["Käse kaufen"])

            // when
            try await browser.fillIn("Search reminders", with: "STRASSE")
            try await browser.press("Search")

            // then
            #expect(try await browser.reminderTitles() == ["Straße fegen"])
        }
    }

    @Test func completingASearchResult_returnsToTheSameSearchWithAFlash() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await addMixedReminders(browser)
            try await browser.visit(Route.search(query: "plants").path)

            try await browser.press("Complete “Water plants”")

            #expect(await browser.url == Route.search(query: "plants").path)
            #expect(try await browser.flash() == "Reminder completed")
            try await browser.visit(Route.smartList(.today).path)
            #expect(try await browser.reminderTitles() == ["Pay rent"])
        }
    }
}
