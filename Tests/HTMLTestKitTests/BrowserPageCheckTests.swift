import Foundation
import Testing

@testable import HTMLTestKit

@Suite struct BrowserPageCheckTests {
    /// Records every page the check sees, and fails the ones whose body mentions "broken".
    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [String] = []
        var pages: [String] { lock.withLock { seen } }

        func check(_ page: LoadedPage) throws {
            lock.withLock { seen.append("\(page.method) \(page.url) \(page.status) \(page.isHTML ? "html" : "other")") }
            if page.document.text.contains("broken") { throw CheckFailure() }
        }
    }

    private struct CheckFailure: Error, CustomStringConvertible {
        var description: String { "the page is broken" }
    }

    private func transport() -> FakeTransport {
        let transport = FakeTransport()
        let html = [("Content-Type", "text/html; charset=utf-8")]
        transport.page("/", "<form method=post action=/add><button>Add</button></form>", headers: html)
        transport.on("POST", "/add") { _ in BrowserResponse(status: 303, headers: [("Location", "/lists")]) }
        transport.page("/lists", "<h1>Lists</h1>", headers: html)
        transport.page("/bad", "<p>broken</p>", headers: html)
        transport.page("/app.css", "body { color: red }", headers: [("Content-Type", "text/css")])
        return transport
    }

    @Test func pageCheck_runsOnTheFinalPageOfEveryNavigation_notOnRedirects() async throws {
        // given
        let recorder = Recorder()
        let browser = Browser(transport: transport(), pageCheck: recorder.check)

        // when
        try await browser.visit("/")
        try await browser.press("Add")
        try await browser.visit("/missing")
        try await browser.visit("/app.css")

        // then
        #expect(recorder.pages == ["GET / 200 html", "GET /lists 200 html", "GET /missing 404 other", "GET /app.css 200 other"])
    }

    @Test func aThrowingPageCheck_failsTheNavigation_andKeepsThePageForInspection() async throws {
        let browser = Browser(transport: transport(), pageCheck: Recorder().check)

        await #expect(throws: HTMLTestKitError.pageCheckFailed(url: "/bad", status: 200, message: "the page is broken")) {
            try await browser.visit("/bad")
        }
        #expect(await browser.url == "/bad")
        #expect(await browser.document.text == "broken")
    }

    @Test func pageCheck_canBeTurnedOffAndOn() async throws {
        let recorder = Recorder()
        let browser = Browser(transport: transport(), pageCheck: recorder.check)

        await browser.setPageCheck(nil)
        try await browser.visit("/bad")
        await browser.setPageCheck(recorder.check)
        try await browser.visit("/")

        #expect(recorder.pages == ["GET / 200 html"])
    }

    @Test func pageCheckFailure_saysWhichPageFailedAndWhy() {
        let error = HTMLTestKitError.pageCheckFailed(url: "/lists/1", status: 422, message: "the id “a” is used 2 times")
        #expect(error.description == "The page /lists/1 (422) failed its checks: the id “a” is used 2 times")
    }

    @Test func isHTML_followsTheContentType() {
        let page = { (type: String?) in
            LoadedPage(
                method: "GET", url: "/", status: 200, headers: type.map { [("Content-Type", $0)] } ?? [],
                body: [], document: HTMLDocument(html: "")
            )
        }
        #expect(page("text/html; charset=utf-8").isHTML)
        #expect(page("TEXT/HTML").isHTML)
        #expect(!page("text/css").isHTML)
        #expect(!page(nil).isHTML)
    }
}
