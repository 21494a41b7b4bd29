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
    /// The server now running.
    private(set) var server: ReminderServer

    /// The time zone the server runs in, for the dates a test types and expects.
    static let timeZone = TimeZone(identifier: "UTC")!

    private init(folder: URL, databasePath: String, server: ReminderServer) {
        self.folder = folder
        self.databasePath = databasePath
        self.server = server
    }

    /// A new browser on the server (cookies of its own), over real sockets. Every page it loads
    /// is saved for the HTML checker (`PageArchive`) and, unless `checkingPages` is false, held to
    /// `StandardPageChecks`: a page that fails them fails the navigation.
    func browser(checkingPages: Bool = true) -> Browser {
        Browser(transport: SocketTransport(host: "127.0.0.1", port: server.port, timeout: 10), pageCheck: { page in
            try PageArchive.save(page)
            if checkingPages { try StandardPageChecks.check(page) }
        })
    }

    /// Stops the server (expecting exit status 0) and starts it again on the same database, on
    /// a new port: browsers made before point at the old one.
    func restart(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        await stop(sourceLocation: sourceLocation)
        server = try await Self.startServer(databasePath: databasePath, in: folder)
    }

    /// Stops the server with SIGTERM and records an issue unless it exits with status 0.
    fileprivate func stop(sourceLocation: SourceLocation) async {
        let termination = await server.stop()
        if termination != .exited(0) {
            Issue.record("reminders ended with \(termination), not exit status 0. Its output:\n\(server.log)", sourceLocation: sourceLocation)
        }
    }

    fileprivate static func startServer(databasePath: String, in folder: URL) async throws -> ReminderServer {
        try await ReminderServer.start(arguments: [
            "--database", databasePath,
            "--templates", repositoryRoot.appendingPathComponent("Templates").path,
            "--public", repositoryRoot.appendingPathComponent("Public").path,
            "--time-zone", timeZone.identifier,
        ], in: folder)
    }

    /// Runs `body` against a fresh app, and stops the server afterwards whatever happens —
    /// recording an issue unless it exits with status 0 — then removes the temporary folder.
    /// - Parameter seed: fills the database file before the server opens it.
    static func with(
        seed: ((AppDatabase) async throws -> Void)? = nil,
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
        let app = RunningApp(folder: folder, databasePath: databasePath, server: try await startServer(databasePath: databasePath, in: folder))
        do {
            try await body(app)
        } catch {
            await app.stop(sourceLocation: sourceLocation)
            throw error
        }
        await app.stop(sourceLocation: sourceLocation)
    }
}
