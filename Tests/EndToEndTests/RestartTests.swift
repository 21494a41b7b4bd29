import HTMLTestKit
import Presentation
import Testing
import Web

/// What was saved is still there after the server stops (SIGTERM, exit 0) and starts again on
/// the same database file.
@Suite struct RestartTests {
    @Test func afterARestartOnTheSameDatabase_everythingIsStillThere() async throws {
        try await RunningApp.with { app in
            // given
            let account = app.newAccount()
            let before = app.browser()
            try await before.signUp(account)
            try await before.createList("Work")
            try await before.clickLink("List info…")
            try await before.fillIn("Name", with: "Office")
            try await before.press("Save")
            try await before.createList("Groceries")
            let groceries = await before.url
            try await before.addReminder("Buy milk", notes: "Oat", dueDate: "2030-01-15", dueTime: "14:30", priority: "High")
            try await before.addReminder("Buy bread")
            try await before.press("Complete “Buy bread”")
            let milk = try await before.reminderID("Buy milk")

            // when
            try await app.restart()

            // then
            let after = try await app.signedInBrowser(account)
            try await after.visit(Route.lists.path)
            #expect(try await after.texts("ul.lists a") == ["Groceries", "Office", "Reminders"])
            try await after.visit(groceries)
            #expect(try await after.reminderTitles() == ["Buy milk"])
            try await after.visit(Route.reminder(Int64(milk)).path)
            let editor = await after.document
            #expect(try editor.select("#edit-title").first?["value"] == "Buy milk")
            #expect(try editor.select("#edit-notes").first?.text == "Oat")
            #expect(try editor.select("#edit-due-date").first?["value"] == "2030-01-15")
            #expect(try editor.select("#edit-due-time").first?["value"] == "14:30")
            #expect(try editor.select("#edit-priority option[selected]").map(\.text) == ["High"])
            try await after.visit(Route.smartList(.completed).path)
            #expect(try await after.reminderTitles() == ["Buy bread"])
        }
    }
}
