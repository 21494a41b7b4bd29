import Foundation
import HTMLTestKit
import Presentation
import Testing
import Web

/// A list's colour and icon through the pages of the running app, without JavaScript: chosen on
/// the list's details page (linked from its menu), shown on the overview and the list's heading, and carried by its calendar file
/// into a new list.
@Suite struct ListAppearanceFlowTests {
    /// The `[icon, colour]` of every list icon in the page's `selector`.
    private func icons(_ browser: Browser, _ selector: String) async throws -> [[String?]] {
        try await browser.document.select(selector).map { [$0["data-icon"], $0["data-color"]] }
    }

    @Test func changingTheColourAndIconOnTheDetailsPage_showsThemOnTheHeadingAndTheOverview() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Garden")
            let garden = await browser.url
            #expect(try await icons(browser, "h1 .list-icon") == [["list", "blue"]])

            // when
            try await browser.clickLink("List info…")
            try await browser.check("Green")
            try await browser.check("Leaf")
            try await browser.press("Save")

            // then
            #expect(await browser.url == garden)
            #expect(try await browser.flash() == "List saved")
            #expect(try await icons(browser, "h1 .list-icon") == [["leaf", "green"]])
            try await browser.clickLink("List info…")
            #expect(try await browser.document.select("input[name=color][checked]").map { $0["value"] } == ["green"])
            #expect(try await browser.document.select("input[name=icon][checked]").map { $0["value"] } == ["leaf"])
            try await browser.visit(Route.lists.path)
            #expect(try await icons(browser, "ul.lists a .list-icon") == [["leaf", "green"], ["list", "blue"]])
            #expect(try await browser.document.select("ul.lists a").map(\.text) == ["Garden", "Reminders"])
        }
    }

    @Test func aListsCalendarFile_givesANewListItsColourAndIcon_butNotAListWithItsOwn() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            try await browser.addReminder("Buy milk")
            try await browser.clickLink("List info…")
            try await browser.check("Orange")
            try await browser.check("Shopping cart")
            try await browser.press("Save")
            let exportPath = try #require(try await browser.document.select("a[download]").compactMap { $0["href"] }.first { $0.hasSuffix("/export.ics") })
            try await browser.visit(exportPath)
            let exported = await browser.body
            let text = String(decoding: exported, as: UTF8.self)
            #expect(text.contains("X-APPLE-CALENDAR-COLOR:#FF9500\r\n") && text.contains("X-REMINDERS-LIST-ICON:cart\r\n"))

            // when: imported into a new list, with the default look
            try await browser.createList("Shopping")
            try await browser.attach(MultipartEncoding.File(filename: "Groceries.ics", contentType: "text/calendar", bytes: exported), to: "Import a calendar file (.ics)")
            try await browser.press("Import")

            // then: the file's reminder is the one it was exported from, updated where it is
            #expect(try await browser.flash() == "0 added, 1 updated")
            #expect(try await icons(browser, "h1 .list-icon") == [["cart", "orange"]])

            // when: imported into a list whose look someone chose
            try await browser.createList("Pets")
            try await browser.clickLink("List info…")
            try await browser.check("Brown")
            try await browser.check("Paw")
            try await browser.press("Save")
            try await browser.attach(MultipartEncoding.File(filename: "Groceries.ics", contentType: "text/calendar", bytes: exported), to: "Import a calendar file (.ics)")
            try await browser.press("Import")

            // then: it keeps its own
            #expect(try await icons(browser, "h1 .list-icon") == [["paw", "brown"]])

            // and the account export says each list's look
            try await browser.visit(Route.accountExport.path)
            let account = try #require(try JSONSerialization.jsonObject(with: Data(await browser.body)) as? [String: Any])
            let lists = try #require(account["lists"] as? [[String: Any]])
            #expect(lists.map { [$0["name"] as? String, $0["color"] as? String, $0["icon"] as? String] } == [
                ["Groceries", "orange", "cart"], ["Pets", "brown", "paw"], ["Reminders", "blue", "list"], ["Shopping", "orange", "cart"],
            ])
        }
    }
}
