import HTMLTestKit
import Presentation
import Testing
import Web

/// Lists, created, renamed and deleted through the pages of the running app.
@Suite struct ListFlowTests {
    @Test func creatingAList_opensItWithAFlash_andTheOverviewListsIt() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.visit(Route.lists.path)
            #expect(try await browser.texts("ul.lists a") == ["Reminders"])

            try await browser.fillIn("Name", with: "Groceries")
            try await browser.press("Create list")

            #expect(await browser.redirectChain == ["/"])
            #expect(Route(target: await browser.url).map { if case .list = $0 { true } else { false } } == true)
            #expect(try await browser.texts("h1") == ["Groceries"])
            #expect(try await browser.flash() == "List “Groceries” created")
            try await browser.clickLink("Lists")
            #expect(try await browser.texts("ul.lists a") == ["Groceries", "Reminders"])
            #expect(try await browser.flash() == nil)
        }
    }

    @Test func renamingAList_changesItsNameOnItsPageAndInTheOverview() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            let groceries = await browser.url

            try await browser.clickLink("List info…")
            try await browser.fillIn("Name", with: "Food")
            try await browser.press("Save")

            #expect(await browser.url == groceries)

            #expect(try await browser.flash() == "List saved")
            #expect(try await browser.texts("h1") == ["Food"])
            #expect(await browser.document.title.hasPrefix("Food"))
            try await browser.visit(Route.lists.path)
            #expect(try await browser.texts("ul.lists a") == ["Food", "Reminders"])
        }
    }

    @Test func aDuplicateName_isRejectedWhenCreatingOrRenaming_withTheTypedNameKept() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            try await browser.createList("Work")

            // when: creating a second "groceries"
            try await browser.visit(Route.lists.path)
            try await browser.fillIn("Name", with: "groceries")
            try await browser.press("Create list")

            // then
            #expect(await browser.status == 422)
            let field = try #require(try await browser.document.select("#new-list-name").first)
            #expect([field["value"], field["aria-invalid"], field["aria-describedby"]] == ["groceries", "true", "new-list-name-error"])
            #expect(try await browser.texts("#new-list-name-error") == ["Another list already has this name"])
            #expect(try await browser.texts("ul.lists a") == ["Groceries", "Reminders", "Work"])

            // when: renaming "Work" to "Groceries"
            try await browser.clickLink("Work")
            try await browser.clickLink("List info…")
            try await browser.fillIn("Name", with: "Groceries")
            try await browser.press("Save")

            // then: the details page again, named after the stored list
            #expect(await browser.status == 422)
            #expect(try await browser.texts("#list-name-error") == ["Another list already has this name"])
            #expect(try await browser.document.select("#list-name").first?["value"] == "Groceries")
            #expect(try await browser.texts("h1") == ["List info"])
            #expect(await browser.document.title.hasPrefix("List info · Work"))
        }
    }

    @Test func deletingAList_asksForConfirmation_thenRemovesItWithItsReminders() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            let listURL = await browser.url
            try await browser.addReminder("Buy milk")
            let editor = Route.reminder(Int64(try await browser.reminderID("Buy milk"))).path

            // when: asking, then cancelling
            try await browser.clickLink("Delete list…")
            #expect(await browser.url == "\(listURL)/delete")
            #expect(try await browser.texts("h1") == ["Delete “Groceries”?"])
            try await browser.clickLink("Cancel")
            #expect(await browser.url == listURL)
            #expect(try await browser.reminderTitles() == ["Buy milk"])

            // when: asking, then confirming
            try await browser.clickLink("Delete list…")
            try await browser.press("Delete list and its reminders")

            // then
            #expect(await browser.url == Route.lists.path)
            #expect(try await browser.flash() == "List “Groceries” deleted")
            #expect(try await browser.texts("ul.lists a") == ["Reminders"])
            try await browser.visit(listURL)
            #expect(await browser.status == 404)
            try await browser.visit(editor)
            #expect(await browser.status == 404)
        }
    }
}
