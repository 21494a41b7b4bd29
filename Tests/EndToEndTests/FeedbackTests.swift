import Data
import Entities
import Foundation
import HTMLTestKit
import HTTPServer
import Logging
import Synchronization
import Testing
import TimingTestSupport

/// Feedback through the real `reminders`: what was queued before it started is delivered to
/// `--feedback-url` (a restart resumes the queue), and `reminders feedback list` prints it.
@Suite struct FeedbackTests {
    @Test func feedbackQueuedBeforeTheServerStarts_isPostedToTheFeedbackURL_andListedAsDelivered() async throws {
        try await FeedbackEndpoint.with { endpoint in
            // given: an account's feedback queued in the file, as a server stopped before delivering
            // left it, sent when the server's clock starts
            let seed: (AppDatabase) async throws -> Void = { database in
                let sentAt = try #require(ISO8601DateFormatter().date(from: RunningApp.clockStart))
                let ada = try await SQLiteUserRepository(database: database)
                    .create(email: "ada@example.com", displayName: "Ada", passwordHash: "$fake$v=1$secret", createdAt: sentAt, settings: UserSettings())
                let draft = FeedbackDraft(kind: .idea, message: "A dark mode, please", mayReply: true)
                _ = try await SQLiteFeedbackQueueRepository(database: database).enqueue(draft, from: ada, createdAt: sentAt)
            }

            try await RunningApp.with(seed: seed, arguments: ["--feedback-url", endpoint.url]) { app in
                // then: the server posts it at start, and records it delivered
                try await waitUntil(within: .serverBackgroundWork) { endpoint.bodies.count == 1 }
                let body = try #require(endpoint.bodies.first ?? nil)
                #expect(body["kind"] as? String == "idea")
                #expect(body["message"] as? String == "A dark mode, please")
                #expect(body["reply_to"] as? String == "ada@example.com")
                #expect(body["text"] as? String == "Feedback (idea) from Ada &lt;ada@example.com&gt;: A dark mode, please")

                var lines: [[String: Any]] = []
                try await waitUntil(within: .serverBackgroundWork) {
                    lines = try Self.feedbackList(database: app.databasePath, in: app.folder)
                    return lines.first?["status"] as? String == "delivered"
                }
                #expect(lines.count == 1)
                #expect(lines.first?["attempts"] as? Int == 1)
                #expect(lines.first?["email"] as? String == "ada@example.com")
                try await waitUntil(within: .serverBackgroundWork) { app.server.log.contains("webhook #1 sent at attempt 1") }
            }
        }
    }

    @Test func feedbackFromTheSettingsPage_isRefusedWhenTooShort_thenThankedAndDelivered() async throws {
        try await FeedbackEndpoint.with { endpoint in
            try await RunningApp.with(arguments: ["--feedback-url", endpoint.url]) { app in
                let browser = try await app.signedInBrowser()
                try await browser.clickLink("Settings")

                // A message too short: the same page, with what was typed and why.
                try await browser.check("An idea")
                try await browser.fillIn("Message", with: "Dark")
                try await browser.press("Send feedback")
                #expect(await browser.status == 422)
                #expect(try await browser.texts("#feedback-message-error") == ["Write at least 10 characters."])
                #expect(try await browser.document.select("#feedback-message").first?.text == "Dark")
                #expect(try await browser.document.select("#feedback-kind-idea").first?["checked"] != nil)
                #expect(endpoint.bodies.isEmpty)

                // Long enough: thanked once stored, then posted to the operator.
                try await browser.fillIn("Message", with: "A dark mode for the list page, please")
                try await browser.check("The operator may reply to person1@example.com")
                try await browser.press("Send feedback")
                #expect(try await browser.flash() == "Thanks! Your feedback is saved and on its way.")
                try await waitUntil(within: .serverBackgroundWork) { endpoint.bodies.count == 1 }
                let body = try #require(endpoint.bodies.first ?? nil)
                #expect(body["kind"] as? String == "idea")
                #expect(body["message"] as? String == "A dark mode for the list page, please")
                #expect(body["may_reply"] as? Bool == true)
                #expect(body["reply_to"] as? String == "person1@example.com")
                #expect(body["display_name"] as? String == "Person 1")
            }
        }
    }

    @Test func feedbackList_ofAMissingDatabase_failsWithExitCode74_insteadOfMakingOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reminders-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.sqlite").path

        let (status, output) = try Self.run(["feedback", "list", "--database", missing], in: folder)

        #expect(status == .exited(74))
        #expect(output == "reminders: error: there is no database at \(missing)\n")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    /// The JSON objects `reminders feedback list` prints for `database`, which must succeed.
    private static func feedbackList(database: String, in folder: URL) throws -> [[String: Any]] {
        let (status, output) = try run(["feedback", "list", "--database", database], in: folder)
        #expect(status == .exited(0), "reminders feedback list said: \(output)")
        return try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// Runs `reminders` with `arguments` in `folder` until it exits: how, and what it wrote.
    private static func run(_ arguments: [String], in folder: URL) throws -> (ChildProcess.Status, String) {
        let child = try ChildProcess(
            executable: try RemindersExecutable.url().path, arguments: arguments,
            environment: ReminderServer.environment(), directory: folder.path
        )
        let output = child.output.readDataToEndOfFile()
        return (child.waitUntilExit(), String(decoding: output, as: UTF8.self))
    }
}

/// An operator's endpoint on 127.0.0.1 — the app's own `HTTPServer` — that takes every post
/// (`200`) and keeps its body.
private final class FeedbackEndpoint: Sendable {
    private let server: HTTPServer
    private let received: Received

    private init(server: HTTPServer, received: Received) {
        self.server = server
        self.received = received
    }

    /// The address to pass as `--feedback-url`.
    var url: String { "http://127.0.0.1:\(server.port)/hooks/feedback" }

    /// The JSON objects posted so far; nil for a body that is not one.
    var bodies: [[String: Any]?] {
        received.bodies.map { try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }
    }

    /// Runs `body` with a started endpoint, then stops it.
    static func with(_ body: (FeedbackEndpoint) async throws -> Void) async throws {
        let received = Received()
        var logger = Logger(label: "feedback-endpoint")
        logger.logLevel = .critical
        var configuration = HTTPServer.Configuration(host: "127.0.0.1", port: 0)
        configuration.accessLog = false
        let server = try HTTPServer(configuration: configuration, responder: ClosureResponder { request in
            received.append(request.body)
            return HTTPResponse(status: .ok, contentType: "application/json", body: #"{"ok":true}"#)
        }, logger: logger)
        try server.start()
        do {
            try await body(FeedbackEndpoint(server: server, received: received))
        } catch {
            await server.shutdown()
            throw error
        }
        await server.shutdown()
    }

    /// The bodies of the requests received.
    private final class Received: Sendable {
        private let list = Mutex<[[UInt8]]>([])

        var bodies: [[UInt8]] { list.withLock { $0 } }

        func append(_ body: [UInt8]) {
            list.withLock { $0.append(body) }
        }
    }
}
