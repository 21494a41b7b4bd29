import HTMLTestKit
import Testing
import Web

/// Reminders flagged from their row, unflagged in the editor, added flagged.
extension ReminderFlowTests {
    @Test func flaggingFromTheRow_unflaggingInTheEditor_andAddingFlagged() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Family")
            let list = await browser.url
            try await browser.addReminder("Call mum")
            try await browser.addReminder("Call dad")

            // when: flagged from its row
            try await browser.press("Flag “Call mum”")

            // then: back on the list, the row flagged and offering to unflag, the other untouched
            #expect(await browser.url == list)
            #expect(try await browser.flash() == "Reminder flagged")
            let mum = try await browser.row("Call mum")
            #expect(try await browser.texts("\(mum) .flag") == ["Flagged"])
            #expect(try await browser.texts("\(mum) button[value=unflag]") == ["Unflag"])
            #expect(try await browser.texts("\(try await browser.row("Call dad")) .flag") == [])

            // when: unflagged in the editor
            try await browser.clickLink("Call mum", within: mum)
            #expect(try await browser.document.select("#edit-flagged[checked]").count == 1)
            try await browser.uncheck("Flagged")
            try await browser.press("Save")

            // then
            #expect(await browser.url == list)
            #expect(try await browser.flash() == "Reminder saved")
            #expect(try await browser.document.select("li.reminder .flag").isEmpty)

            // when: a reminder added with the box ticked
            try await browser.fillIn("New reminder", with: "Call grandma")
            try await browser.check("Flagged")
            try await browser.press("Add")

            // then
            #expect(try await browser.flash() == "Reminder added")
            #expect(try await browser.texts("\(try await browser.row("Call grandma")) .flag") == ["Flagged"])
        }
    }
}
