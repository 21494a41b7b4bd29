import Foundation
import Glibc
import HTMLTestKit
import Presentation
import Testing
import Web

/// What an outside check of the running app found, each fixed over real sockets.
@Suite struct HardeningTests {
    /// Sets the largest file the server may write (RLIMIT_FSIZE, with util-linux's `prlimit`):
    /// past it every write fails, as on a full disk. The server ignores SIGXFSZ, so the write
    /// fails instead of the process.
    private static func limitFileSize(of pid: pid_t, to limit: String) throws {
        let process = try ChildProcess(
            executable: "/usr/bin/prlimit", arguments: ["--pid", "\(pid)", "--fsize=\(limit):unlimited"],
            environment: [:], directory: FileManager.default.temporaryDirectory.path
        )
        try #require(process.waitUntilExit() == .exited(0))
    }

    @Test func whenStorageCannotWrite_postsAre503_theCauseIsLoggedOnce_healthzIs503_andNothingIsLostAfter() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Groceries")
            try await browser.addReminder("Milk")
            let listPage = await browser.url

            try Self.limitFileSize(of: app.server.pid, to: "4096")
            for title in ["Eggs", "Bread", "Tea", "Rice", "Figs"] {
                try await browser.visit(listPage)
                try await browser.fillIn("New reminder", with: title)
                try await browser.press("Add")
                #expect(await browser.status == 503)
            }
            try await browser.visit(Route.health.path)
            #expect(await browser.status == 503)
            // Anyone may ask: SQLite's words go to the log only.
            #expect(String(decoding: await browser.body, as: UTF8.self) == "unavailable\n")
            #expect(app.server.log.contains("health check failed while serving GET /healthz: storage cannot write: SQLite error"))

            let failures = app.server.log.split(separator: "\n").filter { $0.contains("storage failed while serving POST") }
            #expect((1...2).contains(failures.count), "one line per distinct cause, not one per request: \(failures)")
            #expect(failures.allSatisfy { $0.contains("SQLite error") })

            try Self.limitFileSize(of: app.server.pid, to: "unlimited")
            try await browser.visit(listPage)
            try await browser.addReminder("Eggs")
            #expect(try await browser.texts("li.reminder .reminder-title").sorted() == ["Eggs", "Milk"])
        }
    }

    @Test func aSignInWithAFormTokenPlantedInACookie_isRefusedWith403() async throws {
        try await RunningApp.with { app in
            let account = app.newAccount()
            try await app.browser().signUp(account)
            // Straight through the socket: a browser would replace the planted cookie with its own.
            let planted = "AttackerChosenToken0123456789abcdefghijklmnop"
            let body = "email=\(account.email.percentEncoded)&password=\(account.password.percentEncoded)&csrf=\(planted)"
            let response = try await SocketTransport(port: app.server.port).send(BrowserRequest(
                method: "POST", url: Route.signIn().path,
                headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", "csrf=\(planted)")], body: Array(body.utf8)
            ))
            #expect(response.status == 403)
            #expect(!response.headers.contains { $0.0.lowercased() == "set-cookie" && $0.1.hasPrefix("session=") && !$0.1.hasPrefix("session=;") })
        }
    }

    @Test func aGenuineSignedOutFormTokenPostedFromAnotherSite_signsNobodyIn() async throws {
        try await RunningApp.with { app in
            let account = app.newAccount()
            try await app.browser().signUp(account)
            // Another site's page fetched a genuine token (cookie and form) from the sign-in page.
            let socket = SocketTransport(port: app.server.port)
            let page = try await socket.send(BrowserRequest(method: "GET", url: Route.signIn().path))
            let cookie = try #require(page.headers.first { $0.0.lowercased() == "set-cookie" && $0.1.hasPrefix("csrf=") }?.1)
            let token = String(cookie.dropFirst("csrf=".count).prefix { $0 != ";" })
            let body = "email=\(account.email.percentEncoded)&password=\(account.password.percentEncoded)&csrf=\(token.percentEncoded)"
            func signIn(from origin: String) async throws -> BrowserResponse {
                try await socket.send(BrowserRequest(
                    method: "POST", url: Route.signIn().path,
                    headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Cookie", "csrf=\(token)"), ("Origin", origin)],
                    body: Array(body.utf8)
                ))
            }

            let forged = try await signIn(from: "http://attacker.example")
            #expect(forged.status == 403)
            #expect(!forged.headers.contains { $0.0.lowercased() == "set-cookie" && $0.1.hasPrefix("session=") && !$0.1.hasPrefix("session=;") })
            #expect(app.server.log.contains("cross-site post refused while serving POST /sign-in: Origin: http://attacker.example"))
            // The same token from this site's own page signs in: it was refused for where it came from.
            #expect(try await signIn(from: "http://127.0.0.1:\(app.server.port)").status == 303)
        }
    }

    @Test func answersTheHTTPLayerMakesItself_carryTheSecurityHeaders() async throws {
        try await RunningApp.with { app in
            let browser = app.browser(checkingPages: false)
            try await browser.send(BrowserRequest(method: "GET", url: Route.signIn().path, headers: [("X-Broken", "a\u{1}b")]))
            #expect(await browser.status == 400)
            #expect(await browser.header("Content-Security-Policy")?.hasPrefix("default-src 'self'") == true)
            #expect(await browser.header("X-Content-Type-Options") == "nosniff")
            #expect(await browser.header("Referrer-Policy") == "same-origin")
        }
    }

    @Test func signedOut_aMethodNoRouteServes_is405or501_notARedirectToSignIn() async throws {
        try await RunningApp.with { app in
            let browser = app.browser(checkingPages: false)
            try await browser.send(BrowserRequest(method: "DELETE", url: Route.list(1).path))
            #expect(await browser.status == 405)
            #expect(await browser.header("Allow") == "GET, POST, HEAD")
            try await browser.send(BrowserRequest(method: "BREW", url: "/nowhere"))
            #expect(await browser.status == 501)
        }
    }
}

extension String {
    /// The text as a urlencoded form value.
    fileprivate var percentEncoded: String {
        addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? self
    }
}
