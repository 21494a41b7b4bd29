import HTMLTestKit
import Presentation
import Testing
import Web

/// The headers on every response, and the cookies over HTTPS.
@Suite struct SecurityHeaderTests {
    private static let policy = "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"

    @Test func everyResponse_hasTheSecurityHeaders_andNoHSTSOverPlainHTTP() async throws {
        try await RunningApp.with { app in
            let browser = app.browser()
            for path in [Route.signIn().path, "/static/app.css", Route.health.path] {
                try await browser.visit(path)
                #expect(await browser.header("Content-Security-Policy") == Self.policy, "\(path)")
                #expect(await browser.header("X-Content-Type-Options") == "nosniff", "\(path)")
                #expect(await browser.header("Referrer-Policy") == "same-origin", "\(path)")
                #expect(await browser.header("Strict-Transport-Security") == nil, "\(path)")
            }
            let signedIn = try await app.signedInBrowser()
            try await signedIn.visit("/nowhere")
            #expect(await signedIn.status == 404)
            #expect(await signedIn.header("Content-Security-Policy") == Self.policy)
            #expect(await signedIn.header("Cache-Control") == "no-store")
            #expect(app.server.log.contains("password hashing is INSECURE"))
        }
    }

    @Test func withAnHTTPSPublicURL_cookiesAreSecureHostCookies_andHSTSIsSent() async throws {
        try await RunningApp.with(arguments: ["--public-url", "https://reminders.example"]) { app in
            let browser = app.browser(secure: true)

            try await browser.signUp(app.newAccount())

            let cookie = try #require(await browser.keptCookie("__Host-session"))
            #expect(cookie.secure && cookie.httpOnly && cookie.sameSite == "Lax" && cookie.path == "/")
            #expect(await browser.keptCookie("session") == nil)
            #expect(await browser.header("Strict-Transport-Security") == "max-age=31536000; includeSubDomains")
        }
    }

    @Test func behindATrustedProxy_itsForwardedProtoCounts_andOnlyThen() async throws {
        try await RunningApp.with(arguments: ["--trust-proxy"]) { app in
            let proxied = app.browser(secure: true, headers: [("X-Forwarded-Proto", "https"), ("X-Forwarded-For", "203.0.113.9")])
            try await proxied.signUp(app.newAccount())
            #expect(await proxied.keptCookie("__Host-session")?.secure == true)
            #expect(await proxied.header("Strict-Transport-Security") != nil)
        }
        try await RunningApp.with { app in
            let spoofing = app.browser(headers: [("X-Forwarded-Proto", "https")])
            try await spoofing.signUp(app.newAccount())
            #expect(await spoofing.keptCookie("session")?.secure == false)
            #expect(await spoofing.header("Strict-Transport-Security") == nil)
        }
    }

    /// Without the testing flag the server hashes at the real cost and says nothing; with it, it
    /// warns. (A hash at the real cost takes seconds of a core in a debug build, which starves the
    /// suite's timing tests: `KDFPasswordHasherTests` checks the default parameters instead.)
    @Test func theServer_hashesAtTheRealCostUnlessTheTestingFlagIsGiven() async throws {
        try await RunningApp.with(realPasswordHashing: true) { app in
            let browser = app.browser()
            try await browser.visit(Route.signUp().path)
            #expect(await browser.status == 200)
            #expect(!app.server.log.contains("INSECURE"))
        }
    }
}
