import HTMLTestKit
import Presentation
import Testing
import Web

/// The error pages of the running app: what is missing is a 404, what is malformed a 400, and
/// neither changes anything.
@Suite struct ErrorPageTests {
    @Test(arguments: [Route.list(999).path, Route.reminder(999).path, "/nowhere", "/lists/abc", Route.listDeletion(999).path])
    func whatDoesNotExist_isA404PageLeadingBackToTheLists(path: String) async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()

            try await browser.visit(path)

            #expect(await browser.status == 404)
            #expect(await browser.header("Content-Type") == "text/html; charset=utf-8")
            #expect(try await browser.texts("h1#error-heading") == ["Not found"])
            try await browser.clickLink("Back to your lists")
            #expect(await browser.url == Route.lists.path)
            #expect(await browser.status == 200)
        }
    }

    @Test func postingToAListThatDoesNotExist_isA404() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            let list = await browser.url
            try await browser.clickLink("Delete list…")
            let confirmation = await browser.url
            try await browser.press("Delete list and its reminders")

            // The confirmation page, left open in another tab, is confirmed again.
            try await browser.post(list, body: "action=deleteList")
            #expect(await browser.status == 404)
            try await browser.post(list, body: "action=addReminder&title=Buy+milk")
            #expect(await browser.status == 404)
            try await browser.visit(confirmation)
            #expect(await browser.status == 404)
        }
    }

    @Test(arguments: [
        ("action=launchRockets", "unknown action “launchRockets”"),
        ("title=Buy+milk", "missing field “action”"),
        ("action=addReminder&title=Buy+eggs&dueDate=05%2F12%2F2030", "field “dueDate” must be a date (YYYY-MM-DD)"),
        ("action=complete&reminderID=abc", "“reminderID” must be a positive number"),
    ])
    func aMalformedFormPost_isA400PageSayingWhatWasWrong_andChangesNothing(body: String, message: String) async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            let list = await browser.url
            try await browser.addReminder("Buy milk")

            // when
            try await browser.post(list, body: body)

            // then
            #expect(await browser.status == 400)
            #expect(try await browser.texts("h1#error-heading") == ["That request could not be understood"])
            #expect(try await browser.texts("section.error-page p").first == message)
            try await browser.visit(list)
            #expect(try await browser.reminderTitles() == ["Buy milk"])
            #expect(try await browser.flash() == nil)
        }
    }

    @Test func postingWhereOnlyGETIsServed_isA405PageNamingTheAllowedMethods() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            let list = await browser.url

            try await browser.post("\(list)/delete", body: "action=deleteList")

            #expect(await browser.status == 405)
            #expect(await browser.header("Allow") == "GET, HEAD")
            #expect(try await browser.texts("h1#error-heading") == ["Not allowed here"])
            try await browser.visit(list)
            #expect(await browser.status == 200)
        }
    }
}
