import HTMLTestKit
import Testing
import Web

/// A reminder's alert, stored through the real server: added at the time by default once it has
/// a date (which its row does not say), changed in the editor, said on its row, and none without a date.
extension ReminderFlowTests {
    @Test func anAlert_isAddedAtTheTime_changedInTheEditor_andSaidOnTheRow() async throws {
        try await RunningApp.with { app in
            // given: one reminder with a date and time, one without
            let browser = try await app.signedInBrowser()
            try await browser.createList("Calls")
            let list = await browser.url
            try await browser.addReminder("Call the bank", dueDate: "2026-06-16", dueTime: "10:00")
            try await browser.addReminder("Call someday")

            // then: the dated one alerts at the time (the default, which its row does not say), the other not at all
            #expect(try await browser.texts("\(try await browser.row("Call the bank")) .alert") == [])
            #expect(try await browser.texts("\(try await browser.row("Call someday")) .alert") == [])

            // when: 15 minutes before, chosen in the editor
            try await browser.clickLink("Call the bank", within: try await browser.row("Call the bank"))
            #expect(try await browser.texts("#edit-alert option[selected]") == ["At the time"])
            try await browser.select("15 minutes before", from: "Alert")
            try await browser.press("Save")

            // then: stored, and shown so on the row and in the editor
            #expect(await browser.url == list)
            #expect(try await browser.texts("\(try await browser.row("Call the bank")) .alert") == ["Alert: 15 minutes before"])
            try await browser.clickLink("Call the bank", within: try await browser.row("Call the bank"))
            #expect(try await browser.texts("#edit-alert option[selected]") == ["15 minutes before"])

            // when: none
            try await browser.select("None", from: "Alert")
            try await browser.press("Save")
            #expect(try await browser.texts("li.reminder .alert") == [])
        }
    }
}
