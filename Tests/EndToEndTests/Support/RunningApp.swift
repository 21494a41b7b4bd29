import Data
import Foundation
import HTMLTestKit
import Testing
import WebTestSupport

/// One test's app: the real `reminders` server on a free port of 127.0.0.1, with a database of
/// its own in a temporary folder, the repository's templates and public folder, and dates in UTC.
final class RunningApp {
    /// The temporary folder of the database, removed after the test.
    let folder: URL
    /// The database file the server uses.
    let databasePath: String
    /// The arguments given after the usual ones (`--public-url`, say).
    let extraArguments: [String]
    /// The server now running.
    private(set) var server: ReminderServer
    private var accountsMade = 0

    /// The time zone the server runs in, for the dates a test types and expects.
    static let timeZone = TimeZone(identifier: "UTC")!
    /// The moment the server's clock starts at (`--clock-start`): noon, so that no test's minutes
    /// reach another day, whenever the suite runs.
    static let clockStart = "2026-06-15T12:00:00Z"

    private init(folder: URL, databasePath: String, extraArguments: [String], server: ReminderServer) {
        self.folder = folder
        self.databasePath = databasePath
        self.extraArguments = extraArguments
        self.server = server
    }

    /// A new browser on the server (cookies of its own), over real sockets. Every page it loads
    /// is saved for the HTML checker (`PageArchive`) and, unless `checkingPages` is false, held to
    /// `StandardPageChecks`: a page that fails them fails the navigation.
    /// The browser is signed out; `signedInBrowser` signs one up or in. With `secure`, it takes
    /// the app to be served over HTTPS (as behind a TLS proxy), so it keeps `Secure` cookies;
    /// `headers` go with every request (a proxy's `X-Forwarded-Proto`, say).
    func browser(checkingPages: Bool = true, secure: Bool = false, headers: [(String, String)] = []) -> Browser {
        let socket = SocketTransport(host: "127.0.0.1", port: server.port, timeout: 10)
        return Browser(transport: headers.isEmpty ? socket : HeaderAddingTransport(inner: socket, headers: headers), secure: secure, pageCheck: { page in
            try PageArchive.save(page)
            if checkingPages { try StandardPageChecks.check(page) }
        })
    }

    /// A new account for this app: `person<n>@example.com`, “Person <n>”, a password nobody uses.
    func newAccount() -> TestAccount {
        accountsMade += 1
        return TestAccount(email: "person\(accountsMade)@example.com", displayName: "Person \(accountsMade)", password: "plum tree \(accountsMade) by the river")
    }

    /// A browser signed in to `account`, or to a new account it signs up (the first adopts lists
    /// seeded before the server started); it ends on the lists.
    func signedInBrowser(_ account: TestAccount? = nil, checkingPages: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Browser {
        let browser = browser(checkingPages: checkingPages)
        if let account {
            try await browser.signIn(account, sourceLocation: sourceLocation)
        } else {
            try await browser.signUp(newAccount(), sourceLocation: sourceLocation)
        }
        return browser
    }

    /// Stops the server (expecting exit status 0) and starts it again on the same database, on
    /// a new port: browsers made before point at the old one.
    func restart(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        await stop(sourceLocation: sourceLocation)
        server = try await Self.startServer(databasePath: databasePath, in: folder, extraArguments: extraArguments)
    }

    /// Stops the server with SIGTERM and records an issue unless it exits with status 0.
    fileprivate func stop(sourceLocation: SourceLocation) async {
        let termination = await server.stop()
        if termination != .exited(0) {
            Issue.record("reminders ended with \(termination), not exit status 0. Its output:\n\(server.log)", sourceLocation: sourceLocation)
        }
    }

    fileprivate static func startServer(databasePath: String, in folder: URL, extraArguments: [String]) async throws -> ReminderServer {
        try await ReminderServer.start(arguments: [
            "--database", databasePath,
            "--templates", repositoryRoot.appendingPathComponent("Templates").path,
            "--public", repositoryRoot.appendingPathComponent("Public").path,
            "--time-zone", timeZone.identifier,
            "--clock-start", clockStart,
        ] + extraArguments, in: folder)
    }

    /// Runs `body` against a fresh app, and stops the server afterwards whatever happens —
    /// recording an issue unless it exits with status 0 — then removes the temporary folder.
    /// - Parameters:
    ///   - seed: fills the database file before the server opens it.
    ///   - arguments: more options for the server.
    ///   - realPasswordHashing: hash passwords at the real cost (scrypt, 128 MiB, a fraction of a
    ///     second); otherwise the server runs with `--insecure-fast-password-hashing`, so that the
    ///     many sign-ups of the suite cost nothing.
    static func with(
        seed: ((AppDatabase) async throws -> Void)? = nil,
        arguments: [String] = [],
        realPasswordHashing: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (RunningApp) async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reminders-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let databasePath = folder.appendingPathComponent("reminders.sqlite").path
        if let seed {
            let database = try AppDatabase(path: databasePath)
            try await seed(database)
            try database.close()
        }
        let extraArguments = arguments + (realPasswordHashing ? [] : ["--insecure-fast-password-hashing"])
        let app = RunningApp(
            folder: folder, databasePath: databasePath, extraArguments: extraArguments,
            server: try await startServer(databasePath: databasePath, in: folder, extraArguments: extraArguments)
        )
        do {
            try await body(app)
        } catch {
            await app.stop(sourceLocation: sourceLocation)
            throw error
        }
        await app.stop(sourceLocation: sourceLocation)
    }
}

/// An account the tests sign up and in with.
struct TestAccount: Sendable {
    var email: String
    var displayName: String
    var password: String
}

/// Adds fixed headers to every request, as a proxy in front of the app would.
struct HeaderAddingTransport: HTTPTransport {
    let inner: any HTTPTransport
    let headers: [(String, String)]

    func send(_ request: BrowserRequest) async throws -> BrowserResponse {
        var request = request
        request.headers += headers
        return try await inner.send(request)
    }
}
