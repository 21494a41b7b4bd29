import Foundation
import Glibc
import HTMLTestKit
import Presentation
import Testing
import Web

/// The suite's own machinery: start-up failures are reported, and every HTML page seen is kept.
@Suite struct HarnessTests {
    @Test func aServerThatCannotStart_isReportedWithItsExitStatusAndOutput() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reminders-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let error = await #expect(throws: ReminderServer.StartFailure.self) {
            _ = try await ReminderServer.start(arguments: [
                "--database", folder.appendingPathComponent("db.sqlite").path, "--templates", folder.appendingPathComponent("missing").path,
            ], in: folder)
        }

        #expect(error?.reason == "it exited with status 78")
        #expect(error?.output.contains("cannot load the templates") == true)
    }

    @Test func aClockStartThatIsNoInstant_isRefused() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reminders-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let error = await #expect(throws: ReminderServer.StartFailure.self) {
            _ = try await ReminderServer.start(arguments: ["--clock-start", "tomorrow"], in: folder)
        }
        #expect(error?.output.contains("--clock-start must be an ISO 8601 instant") == true)
    }

    @Test func aChildProcess_startsInItsFolder_withItsEnvironment_andNoDescriptorOfTheTests() throws {
        // An open descriptor of the test process without close-on-exec, as the suite's sockets
        // are, which must not leak into the child.
        let open = Glibc.open("/dev/null", O_RDONLY)
        #expect(open >= 0)
        defer { close(open) }

        let child = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "pwd; echo \"$GREETING\"; ls /proc/$$/fd; exit 3"],
            environment: ["GREETING": "hello"], directory: "/tmp"
        )
        let output = child.output.readDataToEndOfFile()

        #expect(String(decoding: output, as: UTF8.self) == "/tmp\nhello\n0\n1\n2\n")
        #expect(child.waitUntilExit() == .exited(3))
        #expect(!child.isRunning)
    }

    @Test func everyHTMLPageSeen_isSavedForTheHTMLChecker_andNothingElse() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.visit("/nowhere")
            let html = await browser.body
            let page = PageArchive.folder.appendingPathComponent(PageArchive.fileName(url: "/nowhere", body: html))
            try await browser.visit("/static/app.css")
            let stylesheet = PageArchive.folder.appendingPathComponent(PageArchive.fileName(url: "/static/app.css", body: await browser.body))

            #expect(try Data(contentsOf: page) == Data(html))
            #expect(!FileManager.default.fileExists(atPath: stylesheet.path))
        }
    }

    @Test func pageFileNames_comeFromThePathAndTheContent() {
        let body = Array("<p>x</p>".utf8)
        let home = PageArchive.fileName(url: "/", body: body)
        #expect(home.hasPrefix("index-") && home.hasSuffix(".html") && home.count == "index-".count + 12 + ".html".count)
        #expect(PageArchive.fileName(url: Route.list(3, page: 2, showCompleted: true).path, body: body).hasPrefix("lists-3-completed-1-page-2-"))
        #expect(PageArchive.fileName(url: Route.search(query: "café").path, body: body).hasPrefix("search-q-caf-C3-A9-"))
        #expect(PageArchive.fileName(url: "/", body: body) == home)
        #expect(PageArchive.fileName(url: "/", body: Array("<p>y</p>".utf8)) != home)
    }
}
