import Testing

@testable import HTMLTestKit

@Suite struct BrowserURLTests {
    private func browser(at path: String) async throws -> Browser {
        let transport = FakeTransport()
        transport.page("/lists/1/edit", "<p>edit</p>")
        let browser = Browser(transport: transport)
        try await browser.visit(path)
        return browser
    }

    @Test func references_resolveAgainstTheCurrentURL() async throws {
        let browser = try await browser(at: "/lists/1/edit?x=1")

        #expect(try await browser.resolve("") == "/lists/1/edit?x=1")
        #expect(try await browser.resolve("?page=2") == "/lists/1/edit?page=2")
        #expect(try await browser.resolve("#top") == "/lists/1/edit?x=1")
        #expect(try await browser.resolve("../2") == "/lists/2")
        #expect(try await browser.resolve("delete") == "/lists/1/delete")
        #expect(try await browser.resolve("http://127.0.0.1:8080/a?b=c%20d") == "/a?b=c%20d")
        #expect(try await browser.resolve("http://localhost/") == "/")
    }

    @Test func otherHosts_areRefused() async throws {
        let browser = try await browser(at: "/lists/1/edit")

        await #expect(throws: HTMLTestKitError.self) { try await browser.resolve("https://example.com/x") }
    }

    @Test func formWithoutAction_postsToTheCurrentURL() async throws {
        let transport = FakeTransport()
        transport.page("/lists/1", "<form method=post><input name=t value=x><button>Save</button></form>")
        transport.on("POST", "/lists/1") { _ in BrowserResponse(status: 200, html: "<p>saved</p>") }
        let browser = Browser(transport: transport)
        try await browser.visit("/lists/1?sort=due")

        try await browser.press("Save")

        #expect(transport.requests.last?.url == "/lists/1?sort=due")
        #expect(await browser.document.text == "saved")
    }
}
