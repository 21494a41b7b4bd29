import Testing

@testable import HTMLTestKit

/// Acting on one of several look-alike rows: `within` narrows the search to one element.
@Suite struct BrowserScopeTests {
    static let page = """
        <ul>
        <li id="r1"><a href="/r/1">Edit</a>
          <form method="post" action="/r/1"><input type="hidden" name="id" value="1">
          <label for="move-1">Move to</label><select id="move-1" name="to"><option value="a">A</option><option value="b">B</option></select>
          <label><input type="checkbox" name="flag"> Flag</label>
          <label>Note <input name="note"></label>
          <button>Save</button></form></li>
        <li id="r2"><a href="/r/2">Edit</a>
          <form method="post" action="/r/2"><input type="hidden" name="id" value="2">
          <label for="move-2">Move to</label><select id="move-2" name="to"><option value="a">A</option><option value="b">B</option></select>
          <label><input type="checkbox" name="flag"> Flag</label>
          <label>Note <input name="note"></label>
          <button>Save</button></form></li>
        </ul>
        """

    private func browser() async throws -> (Browser, FakeTransport) {
        let transport = FakeTransport()
        transport.page("/", Self.page)
        transport.on("POST", "/r/2") { _ in BrowserResponse(status: 200, html: "<p>saved</p>") }
        transport.page("/r/2", "<p>two</p>")
        let browser = Browser(transport: transport)
        try await browser.visit("/")
        return (browser, transport)
    }

    @Test func controlsAndButtonsWithin_actOnlyInsideTheScope() async throws {
        // given
        let (browser, transport) = try await browser()
        try await browser.select("B", from: "Move to", within: "#r2")
        try await browser.check("Flag", within: "#r2")
        try await browser.fillIn("Note", with: "second", within: "#r2")

        // when
        try await browser.press("Save", within: "#r2")

        // then
        let request = try #require(transport.requests.last)
        #expect(request.url == "/r/2")
        #expect(String(decoding: request.body, as: UTF8.self) == "id=2&to=b&flag=on&note=second")
    }

    @Test func clickLinkWithin_followsTheLinkInsideTheScope() async throws {
        let (browser, _) = try await browser()

        try await browser.clickLink("Edit", within: "#r2")

        #expect(await browser.url == "/r/2")
    }

    @Test func aScopeMatchingNothing_isAnErrorNamingTheSelector() async throws {
        let (browser, _) = try await browser()

        await #expect(throws: HTMLTestKitError.noSuchElement("#r3")) {
            try await browser.press("Save", within: "#r3")
        }
        #expect(HTMLTestKitError.noSuchElement("#r3").description == "No element matches \"#r3\"")
    }

    @Test func uncheckWithin_clearsOnlyTheBoxInsideTheScope() async throws {
        let (browser, _) = try await browser()
        try await browser.check("Flag", within: "#r1")
        try await browser.check("Flag", within: "#r2")

        try await browser.uncheck("Flag", within: "#r1")

        let boxes = try await browser.document.select("input[type=checkbox]")
        #expect(boxes.map { $0["checked"] != nil } == [false, true])
    }
}
