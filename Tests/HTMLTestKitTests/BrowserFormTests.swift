import Testing

@testable import HTMLTestKit

@Suite struct BrowserFormTests {
    static let page = """
        <html><body>
        <a href="/lists/1">Groceries</a> <a href="lists/2?x=1#top">Work</a>
        <form method="post" action="/lists/1/reminders">
          <input type="hidden" name="action" value="add">
          <label for="title">Title</label> <input id="title" name="title">
          <label>Notes <textarea name="notes"></textarea></label>
          <input name="due" type="date">
          <label><input type="checkbox" name="flagged" value="1"> Flagged</label>
          <label for="p">Priority</label>
          <select id="p" name="priority"><option value="0">None</option><option value="1">High</option></select>
          <label><input type="radio" name="color" value="red" checked> Red</label>
          <label><input type="radio" name="color" value="blue"> Blue</label>
          <button name="intent" value="save">Save</button>
          <button name="intent" value="cancel">Cancel</button>
        </form>
        <form action="/search"><input name="q" value="old"><input type="submit" value="Search"></form>
        </body></html>
        """

    private func browser() async throws -> (Browser, FakeTransport) {
        let transport = FakeTransport()
        transport.page("/", Self.page)
        transport.on("POST", "/lists/1/reminders") { _ in BrowserResponse(status: 200, html: "<p>posted</p>") }
        transport.page("/search", "<p>results</p>")
        transport.page("/lists/2", "<h1>Work</h1>")
        let browser = Browser(transport: transport)
        try await browser.visit("/")
        return (browser, transport)
    }

    @Test func visit_exposesStatusURLAndDocument() async throws {
        let (browser, _) = try await browser()

        #expect(await browser.status == 200)
        #expect(await browser.url == "/")
        #expect(try await browser.document.select("form").count == 2)
    }

    @Test func press_submitsEverySuccessfulControlInOrder() async throws {
        // given
        let (browser, transport) = try await browser()
        try await browser.fillIn("Title", with: "Buy milk & eggs")
        try await browser.fillIn("Notes", with: "two\nlines")
        try await browser.fillIn("due", with: "2026-01-02")
        try await browser.check("Flagged")
        try await browser.select("High", from: "Priority")
        try await browser.check("Blue")

        // when
        try await browser.press("Save")

        // then
        let request = try #require(transport.requests.last)
        #expect(request.method == "POST")
        #expect(request.url == "/lists/1/reminders")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(
            String(decoding: request.body, as: UTF8.self)
                == "action=add&title=Buy+milk+%26+eggs&notes=two%0D%0Alines&due=2026-01-02&flagged=1&priority=1&color=blue&intent=save"
        )
        #expect(await browser.document.text == "posted")
    }

    @Test func uncheck_removesTheBox() async throws {
        let (browser, transport) = try await browser()
        try await browser.check("Flagged")
        try await browser.uncheck("Flagged")

        try await browser.press("Cancel")

        let body = String(decoding: try #require(transport.requests.last).body, as: UTF8.self)
        #expect(!body.contains("flagged"))
        #expect(body.hasSuffix("color=red&intent=cancel"))
    }

    @Test func getForm_replacesTheQuery() async throws {
        let (browser, transport) = try await browser()
        try await browser.fillIn("q", with: "milk")

        try await browser.press("Search")

        #expect(transport.requests.last?.url == "/search?q=milk")
        #expect(await browser.url == "/search?q=milk")
    }

    @Test func clickLink_resolvesRelativeHrefs() async throws {
        let (browser, transport) = try await browser()

        try await browser.clickLink("Work")

        #expect(transport.requests.last?.url == "/lists/2?x=1")
        #expect(await browser.document.text == "Work")
    }

    @Test func missingLabel_listsTheLabelsThereAre() async throws {
        let (browser, _) = try await browser()

        await #expect {
            try await browser.fillIn("Name", with: "x")
        } throws: { error in
            let description = String(describing: error)
            return description.contains("\"Name\"") && description.contains("\"Title\"")
                && description.contains("\"Priority\"") && description.contains("\"q\"")
        }
    }

    @Test func missingLinkButtonAndOption_listWhatThePageHas() async throws {
        let (browser, _) = try await browser()

        await #expect(throws: HTMLTestKitError.noSuchLink("Home", available: ["Groceries → /lists/1", "Work → lists/2?x=1#top"])) {
            try await browser.clickLink("Home")
        }
        await #expect(throws: HTMLTestKitError.noSuchButton("Delete", available: ["Save", "Cancel", "Search"])) {
            try await browser.press("Delete")
        }
        await #expect(throws: HTMLTestKitError.noSuchOption("Low", select: "Priority", available: ["None", "High"])) {
            try await browser.select("Low", from: "Priority")
        }
    }

    @Test func wrongKindOfControl_isReported() async throws {
        let (browser, _) = try await browser()

        await #expect(throws: HTMLTestKitError.self) { try await browser.fillIn("Flagged", with: "x") }
        await #expect(throws: HTMLTestKitError.self) { try await browser.check("Title") }
    }
}
