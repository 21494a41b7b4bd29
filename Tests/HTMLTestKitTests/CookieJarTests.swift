import Foundation
import Testing

@testable import HTMLTestKit

@Suite struct CookieJarTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func pathAttribute_scopesTheCookie() {
        var jar = CookieJar()

        jar.receive(["a=1; Path=/lists", "b=2; Path=/", "c=3"], for: "/lists/7/edit", now: now)

        #expect(jar.header(for: "/lists", now: now) == "a=1; b=2")
        #expect(jar.header(for: "/lists/7/edit?x=1", now: now) == "c=3; a=1; b=2")
        #expect(jar.header(for: "/listsX", now: now) == "b=2")
        #expect(jar.header(for: "/", now: now) == "b=2")
    }

    @Test func sameNameAndPath_replaces() {
        var jar = CookieJar()

        jar.receive(["s=old; Path=/", "s=new; Path=/"], for: "/", now: now)

        #expect(jar.header(for: "/", now: now) == "s=new")
    }

    @Test func maxAgeZero_deletes() {
        var jar = CookieJar()
        jar.receive(["s=1; Path=/"], for: "/", now: now)

        jar.receive(["s=; Path=/; Max-Age=0"], for: "/", now: now)

        #expect(jar.cookies.isEmpty)
        #expect(jar.header(for: "/", now: now) == nil)
    }

    @Test func expiry_followsTheClock() {
        var jar = CookieJar()

        jar.receive(
            ["short=1; Max-Age=60", "dated=2; Expires=Mon, 15 Feb 2027 08:00:00 GMT", "past=3; Expires=Thu, 01 Jan 1970 00:00:00 GMT"],
            for: "/", now: now
        )

        #expect(jar.header(for: "/", now: now) == "short=1; dated=2")
        #expect(jar.header(for: "/", now: now.addingTimeInterval(61)) == "dated=2")
        #expect(jar.header(for: "/", now: Date(timeIntervalSince1970: 1_800_000_000 + 365 * 86_400)) == nil)
    }

    @Test func maxAge_winsOverExpires() {
        var jar = CookieJar()

        jar.receive(["a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=100"], for: "/", now: now)

        #expect(jar.header(for: "/", now: now) == "a=1")
    }

    @Test func secureCookies_areNotKeptOrSentOverHTTP() {
        var jar = CookieJar()

        jar.receive(["s=1; Secure", "plain=2"], for: "/", now: now)

        #expect(jar.header(for: "/", now: now) == "plain=2")
        jar.receive(["s=1; Secure"], for: "/", secure: true, now: now)
        #expect(jar.header(for: "/", now: now) == "plain=2")
        #expect(jar.header(for: "/", secure: true, now: now) == "plain=2; s=1")
    }

    @Test func httpOnlyAndSameSite_areKeptAndSentOnSameSiteRequests() throws {
        var jar = CookieJar()

        jar.receive(["session=abc; HttpOnly; SameSite=Strict", "lax=1; SameSite=Lax", "none=2; SameSite=None"], for: "/", now: now)

        #expect(jar.header(for: "/", now: now) == "session=abc; lax=1")
        let session = try #require(jar.cookies.first)
        #expect(session.httpOnly)
        #expect(session.sameSite == "Strict")
    }

    @Test func domainOfAnotherHost_isRejected() {
        var jar = CookieJar()

        jar.receive(["a=1; Domain=example.com", "b=2; Domain=127.0.0.1"], for: "/", now: now)

        #expect(jar.header(for: "/", now: now) == "b=2")
    }
}

/// A clock a test moves by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) { current = start }

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}

@Suite struct BrowserCookieTests {
    @Test func cookiesFromRedirects_areSentBackUntilTheyExpire() async throws {
        // given
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        let transport = FakeTransport()
        transport.on("GET", "/login") { _ in
            BrowserResponse(
                status: 303,
                headers: [("Set-Cookie", "session=s1; Path=/; HttpOnly; Max-Age=3600"), ("Set-Cookie", "tip=1; Path=/help"), ("Location", "/")]
            )
        }
        transport.on("GET", "/") { request in BrowserResponse(status: 200, html: "<p>\(request.header("Cookie") ?? "none")</p>") }
        let browser = Browser(transport: transport, clock: { clock.now })

        // when
        try await browser.visit("/login")

        // then
        #expect(await browser.document.text == "session=s1")
        #expect(await browser.cookie("session") == "s1")
        clock.advance(by: 3601)
        try await browser.visit("/")
        #expect(await browser.document.text == "none")
    }
}
