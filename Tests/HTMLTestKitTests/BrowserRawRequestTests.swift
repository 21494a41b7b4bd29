import Testing

@testable import HTMLTestKit

@Suite struct BrowserRawRequestTests {
    @Test func send_deliversTheRequestAsGiven_withTheBrowsersCookies() async throws {
        // given
        let transport = FakeTransport()
        transport.page("/", "<p>home</p>", headers: [("Set-Cookie", "session=abc; Path=/")])
        transport.on("POST", "/lists/1") { _ in BrowserResponse(status: 400, html: "<h1>Bad request</h1>") }
        let browser = Browser(transport: transport)
        try await browser.visit("/")

        // when
        try await browser.send(BrowserRequest(
            method: "POST", url: "/lists/1", headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Array("action=launchRockets".utf8)
        ))

        // then
        let request = try #require(transport.requests.last)
        #expect(request == BrowserRequest(
            method: "POST", url: "/lists/1",
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", "session=abc")],
            body: Array("action=launchRockets".utf8)
        ))
        #expect(await browser.status == 400)
        #expect(await browser.url == "/lists/1")
        #expect(try await browser.document.select("h1").map(\.text) == ["Bad request"])
    }

    @Test func send_followsRedirects() async throws {
        let transport = FakeTransport()
        transport.on("POST", "/add") { _ in BrowserResponse(status: 303, headers: [("Location", "/lists")]) }
        transport.page("/lists", "<h1>Lists</h1>")
        let browser = Browser(transport: transport)

        try await browser.send(BrowserRequest(method: "POST", url: "/add"))

        #expect(await browser.url == "/lists")
        #expect(await browser.redirectChain == ["/add"])
    }

    @Test func send_resolvesARelativeURLAgainstTheCurrentPage() async throws {
        let transport = FakeTransport()
        transport.page("/lists/1", "<p>list</p>")
        transport.on("GET", "/lists/2") { _ in BrowserResponse(status: 304, headers: [("ETag", "\"x\"")]) }
        let browser = Browser(transport: transport)
        try await browser.visit("/lists/1")

        try await browser.send(BrowserRequest(method: "GET", url: "2", headers: [("If-None-Match", "\"x\"")]))

        #expect(transport.requests.last?.url == "/lists/2")
        #expect(transport.requests.last?.header("If-None-Match") == "\"x\"")
        #expect(await browser.status == 304)
        #expect(await browser.header("ETag") == "\"x\"")
    }
}
