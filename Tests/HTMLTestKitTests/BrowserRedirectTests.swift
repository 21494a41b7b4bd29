import Testing

@testable import HTMLTestKit

@Suite struct BrowserRedirectTests {
    @Test func seeOther_afterPost_isFollowedWithGet() async throws {
        // given
        let transport = FakeTransport()
        transport.page("/", "<form method=post action=/add><input name=t value=x><button>Add</button></form>")
        transport.on("POST", "/add") { _ in BrowserResponse(status: 303, headers: [("Location", "/lists")]) }
        transport.page("/lists", "<h1>Lists</h1>")
        let browser = Browser(transport: transport)
        try await browser.visit("/")

        // when
        try await browser.press("Add")

        // then
        let last = try #require(transport.requests.last)
        #expect(last.method == "GET")
        #expect(last.body.isEmpty)
        #expect(await browser.url == "/lists")
        #expect(await browser.status == 200)
        #expect(await browser.redirectChain == ["/add"])
    }

    @Test func temporaryRedirect_keepsMethodAndBody() async throws {
        let transport = FakeTransport()
        transport.page("/", "<form method=post action=/old><input name=t value=x><button>Go</button></form>")
        transport.on("POST", "/old") { _ in BrowserResponse(status: 307, headers: [("Location", "/new")]) }
        transport.on("POST", "/new") { request in
            BrowserResponse(status: 201, html: "<p>\(String(decoding: request.body, as: UTF8.self))</p>")
        }
        let browser = Browser(transport: transport)
        try await browser.visit("/")

        try await browser.press("Go")

        #expect(transport.requests.map(\.method) == ["GET", "POST", "POST"])
        #expect(await browser.document.text == "t=x")
        #expect(await browser.status == 201)
    }

    @Test func redirectLoop_stopsAtTheLimitWithTheChain() async throws {
        let transport = FakeTransport()
        transport.on("GET", "/a") { _ in BrowserResponse(status: 302, headers: [("Location", "/b")]) }
        transport.on("GET", "/b") { _ in BrowserResponse(status: 301, headers: [("Location", "http://127.0.0.1/a")]) }
        let browser = Browser(transport: transport, maxRedirects: 3)

        await #expect(throws: HTMLTestKitError.tooManyRedirects(["/a", "/b", "/a", "/b"])) {
            try await browser.visit("/a")
        }
        #expect(transport.requests.count == 4)
    }

    @Test func redirectToAnotherHost_isRefused() async throws {
        let transport = FakeTransport()
        transport.on("GET", "/") { _ in BrowserResponse(status: 302, headers: [("Location", "https://example.com/")]) }
        let browser = Browser(transport: transport)

        await #expect(throws: HTMLTestKitError.self) { try await browser.visit("/") }
    }
}
