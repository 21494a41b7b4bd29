import Foundation
import Glibc
import HTMLTestKit
import Testing

/// `reminders-previews` takes its options as `reminders serve` does: `--help` prints them and
/// serves nothing, `--port` and `--host` say where the gallery is served.
@Suite struct PreviewServerCommandTests {
    /// `reminders-previews`, built beside `reminders` by `swift test`.
    private func executable() throws -> String {
        try RemindersExecutable.url().deletingLastPathComponent().appendingPathComponent("reminders-previews").path
    }

    /// Starts `reminders-previews` with `arguments` in the repository's root (its templates).
    private func start(_ arguments: [String]) throws -> (ChildProcess, ServerOutput) {
        let process = try ChildProcess(
            executable: try executable(), arguments: arguments, environment: ReminderServer.environment(), directory: repositoryRoot.path
        )
        let output = ServerOutput()
        output.read(from: process.output)
        return (process, output)
    }

    /// Waits until `condition` holds or `seconds` pass; whether it held.
    private func waitUntil(seconds: Double, _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return true
    }

    @Test func help_printsTheOptions_andExitsZero_withoutServing() async throws {
        let (process, output) = try start(["--help"])

        let exited = await waitUntil(seconds: 30) { !process.isRunning }
        if !exited { process.send(SIGKILL) }

        #expect(exited)
        #expect(process.waitUntilExit() == .exited(0))
        let text = await output.textAtEnd(waitingUpTo: 5)
        #expect(text.contains("USAGE: reminders-previews"))
        #expect(text.contains("--host <host>"))
        #expect(text.contains("--port <port>"))
        #expect(!text.contains("previews of"))
    }

    @Test func thePortGiven_servesTheGallery_untilStopped() async throws {
        let free = try LoopbackListener(backlog: 1)
        let port = Int(free.port)
        free.stop()
        let (process, output) = try start(["--host", "127.0.0.1", "--port", "\(port)"])
        defer { if process.isRunning { process.send(SIGKILL); _ = process.waitUntilExit() } }

        let started = await waitUntil(seconds: 60) { output.text.contains("previews of") || !process.isRunning }
        #expect(started && process.isRunning, "\(output.text)")
        #expect(output.text.contains("at http://127.0.0.1:\(port)/"))
        let index = try await SocketTransport(host: "127.0.0.1", port: port, timeout: 10).send(BrowserRequest(method: "GET", url: "/"))
        #expect(index.status == 200)

        process.send(SIGTERM)
        let stopped = await waitUntil(seconds: 10) { !process.isRunning }
        #expect(stopped)
        #expect(process.waitUntilExit() == .exited(0))
    }

    @Test func aPortOutOfRange_isRefused_withStatus64() async throws {
        let (process, output) = try start(["--port", "70000"])

        let exited = await waitUntil(seconds: 30) { !process.isRunning }
        if !exited { process.send(SIGKILL) }

        #expect(process.waitUntilExit() == .exited(64))
        #expect(await output.textAtEnd(waitingUpTo: 5).contains("--port must be between 0 and 65535"))
    }
}
