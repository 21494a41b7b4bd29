import Foundation
import HTMLTestKit
import Testing
import Web

/// A reminder's link: added with the reminder, shown on its row, changed in the editor, a broken
/// one refused keeping the text, and kept through a calendar file's export and import.
extension ReminderFlowTests {
    @Test func addingALink_seeingItOnTheRow_changingIt_refusingABrokenOne_andKeepingItThroughAFile() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Home")
            let list = await browser.url

            // when: a reminder added with a link
            try await browser.fillIn("New reminder", with: "Pay rent")
            try await browser.fillIn("Link", with: "  https://bank.example.com/pay?to=landlord ")
            try await browser.press("Add")

            // then: its row shows the host, linking the address
            #expect(await browser.url == list)
            #expect(try await browser.flash() == "Reminder added")
            let rent = try await browser.row("Pay rent")
            let link = try #require(try await browser.document.select("\(rent) .meta a.link").first)
            #expect(link["href"] == "https://bank.example.com/pay?to=landlord")
            #expect(link["aria-label"] == "Link for “Pay rent”: bank.example.com")

            // when: a broken link in the editor
            try await browser.clickLink("Pay rent", within: rent)
            #expect(try await browser.document.select("#edit-link").first?["value"] == "https://bank.example.com/pay?to=landlord")
            try await browser.fillIn("Link", with: "javascript:alert(1)")
            try await browser.press("Save")

            // then: refused, the text kept with its message
            #expect(await browser.status == 422)
            #expect(try await browser.document.select("#edit-link").first?["value"] == "javascript:alert(1)")
            #expect(try await browser.texts("#edit-link-error")
                == ["Enter a web address starting with https:// or http://, like https://example.com"])

            // when: another link saved
            try await browser.fillIn("Link", with: "https://landlord.example.org/rent")
            try await browser.press("Save")

            // then
            #expect(await browser.url == list)
            #expect(try await browser.flash() == "Reminder saved")
            #expect(try await browser.document.select("\(try await browser.row("Pay rent")) a.link").compactMap { $0["href"] }
                == ["https://landlord.example.org/rent"])

            // when: the list is exported and imported into another
            let exportPath = try #require(try await browser.document.select("a[download]").compactMap { $0["href"] }.first { $0.hasSuffix("/export.ics") })
            try await browser.visit(exportPath)
            let exported = await browser.body
            #expect(String(decoding: exported, as: UTF8.self).contains("URL:https://landlord.example.org/rent"))
            // (by someone else: the person's own import of it would update the reminder it came from)
            let other = try await app.signedInBrowser()
            try await other.createList("Home again")
            try await other.attach(
                MultipartEncoding.File(filename: "Home.ics", contentType: "text/calendar", bytes: exported), to: "Import a calendar file (.ics)"
            )
            try await other.press("Import")

            // then: the imported reminder links the same page
            #expect(try await other.flash() == "1 added, 0 updated")
            #expect(try await other.document.select("\(try await other.row("Pay rent")) a.link").compactMap { $0["href"] }
                == ["https://landlord.example.org/rent"])
        }
    }
}
