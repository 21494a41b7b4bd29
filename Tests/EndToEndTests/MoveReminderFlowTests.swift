import HTMLTestKit
import Presentation
import Testing
import Web

/// A row's "Move to…" opens a page of the person's other lists, one button each; choosing one
/// moves the reminder and goes back to the page the row was on, with the flash.
@Suite struct MoveReminderFlowTests {
    @Test func movingFromARow_listsTheOtherLists_andComesBackToThePageItCameFrom_withTheFlash() async throws {
        try await RunningApp.with { app in
            // given: a reminder on "Home" shown with its completed ones, and two other lists
            let browser = try await app.signedInBrowser()
            try await browser.createList("Work")
            try await browser.createList("Garden")
            let garden = await browser.url
            try await browser.createList("Home")
            try await browser.addReminder("Fix the sink")
            try await browser.clickLink("Show completed")
            let page = await browser.url

            // when
            try await browser.clickLink("Move “Fix the sink” to…", within: try await browser.row("Fix the sink"))

            // then: the other lists (the account's first, "Reminders", among them), in the sidebar's
            // order, by name and look, and a way back
            #expect(try await browser.texts("h1") == ["Move “Fix the sink”"])
            #expect(try await browser.texts("form button[name=toListID]") == ["Garden", "Reminders", "Work"])
            #expect(try await browser.document.select("form button[name=toListID] .list-icon[aria-hidden=true]").count == 3)
            #expect(try await browser.document.select(".actions a").first?["href"] == page)

            // when
            try await browser.press("Garden")

            // then
            #expect(await browser.url == page)
            #expect(try await browser.flash() == "Reminder moved to “Garden”")
            #expect(try await browser.reminderTitles() == [])
            try await browser.visit(garden)
            #expect(try await browser.reminderTitles() == ["Fix the sink"])
        }
    }

    @Test func aForeignOrMissingWayBack_goesBackToTheRemindersList() async throws {
        try await RunningApp.with { app in
            // given: a reminder that moves between "Work" and "Home"
            let browser = try await app.signedInBrowser()
            try await browser.createList("Work")
            let work = await browser.url
            try await browser.createList("Home")
            let home = await browser.url
            try await browser.addReminder("Fix the sink")
            let id = try await browser.reminderID("Fix the sink")
            var (from, to) = ((name: "Home", path: home), (name: "Work", path: work))

            for back in ["https%3A%2F%2Fevil.example%2F", "%2F%2Fevil.example", "%2F%5Cevil.example", "%2Fnowhere", "%2Fsign-in", "%2Fhealthz", ""] {
                // when
                try await browser.visit("/reminders/\(id)/move?back=\(back)")

                // then: Cancel and the move lead to the list it is in
                #expect(await browser.status == 200, "\(back)")
                #expect(try await browser.document.select(".actions a").first?["href"] == from.path, "\(back)")
                try await browser.press(to.name)
                #expect(await browser.url == from.path, "\(back)")
                #expect(try await browser.flash() == "Reminder moved to “\(to.name)”", "\(back)")
                (from, to) = (to, from)
            }
        }
    }

    @Test func anotherPersonsReminder_isA404_andItsMoveChangesNothing() async throws {
        try await RunningApp.with { app in
            // given
            let owner = try await app.signedInBrowser()
            try await owner.createList("Work")
            try await owner.createList("Home")
            try await owner.addReminder("Fix the sink")
            let id = try await owner.reminderID("Fix the sink")
            let stranger = try await app.signedInBrowser()
            try await stranger.createList("Mine")

            // when
            try await stranger.visit("/reminders/\(id)/move")

            // then
            #expect(await stranger.status == 404)
            try await owner.visit(await owner.url)
            #expect(try await owner.reminderTitles() == ["Fix the sink"])
        }
    }

    @Test func inGerman_thePageAndTheFlashAreGerman() async throws {
        try await RunningApp.with { app in
            // given: a German account with two lists and a reminder
            let browser = try await app.signedInBrowser()
            try await browser.createList("Arbeit")
            try await browser.createList("Zuhause")
            try await browser.addReminder("Spüle reparieren")
            let home = await browser.url
            try await browser.visit(Route.settings.path)
            try await browser.select("Deutsch", from: "Language")
            try await browser.press("Save settings")
            try await browser.visit(home)

            // when
            try await browser.clickLink("„Spüle reparieren“ verschieben nach …")

            // then
            #expect(try await browser.document.select("html").first?["lang"] == "de")
            #expect(try await browser.texts("h1") == ["„Spüle reparieren“ verschieben"])
            #expect(try await browser.texts("legend") == ["Verschieben nach"])
            try await browser.press("Arbeit")
            #expect(try await browser.flash() == "Erinnerung nach „Arbeit“ verschoben")
        }
    }
}
