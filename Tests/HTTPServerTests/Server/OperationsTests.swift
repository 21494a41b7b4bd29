import Foundation
import Glibc
@testable import HTTPServer
import Logging
import Synchronization
import Testing
import TimingTestSupport

/// A log handler that keeps every message, to check what the server logs.
final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    let messages = Mutex<[(Logger.Level, String)]>([])
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        messages.withLock { $0.append((event.level, event.message.description)) }
    }

    var infoLines: [String] { messages.withLock { $0.filter { $0.0 == .info }.map(\.1) } }
}

@Suite(.timeSensitive) struct OperationsTests {
    @Test func everyRequest_getsOneAccessLogLine() async throws {
        let capture = CapturingLogHandler()
        let logger = Logger(label: "access") { _ in capture }
        let server = try HTTPServer(configuration: .init(host: "127.0.0.1", port: 0), responder: makeTestRouter(), logger: logger)
        try server.start()
        let client = try TestClient(port: server.port)
        _ = try await client.roundTrip("GET /plain?secret=1 HTTP/1.1\r\nHost: t\r\n\r\n")
        _ = try await client.roundTrip("GET /nowhere HTTP/1.1\r\nHost: t\r\n\r\n")
        _ = try await TestClient(port: server.port).roundTrip("GET / HTTP/9.9\r\nHost: t\r\n\r\n")
        await server.shutdown()

        let lines = capture.infoLines.filter { !$0.hasPrefix("listening") && !$0.hasPrefix("shutting") && $0 != "stopped" }
        // A line is written once its answer is sent, so the client may read an answer before its
        // line is logged, and two connections' lines come in either order.
        #expect(lines.count == 3)
        let plain = lines.first { $0.hasPrefix("GET /plain 200 5B ") }
        #expect(plain?.hasSuffix("ms") == true)
        #expect(lines.contains { $0.hasPrefix("GET /nowhere 404 ") })
        #expect(lines.contains { $0.hasPrefix("- - 505 ") })
        #expect(!lines.joined().contains("secret"))
    }

    @Test func handlerFailure_isLoggedWithItsDetails() async throws {
        let capture = CapturingLogHandler()
        let server = try HTTPServer(configuration: .init(host: "127.0.0.1", port: 0), responder: makeTestRouter(), logger: Logger(label: "errors") { _ in capture })
        try server.start()
        _ = try await TestClient(port: server.port).roundTrip("GET /fail HTTP/1.1\r\nHost: t\r\n\r\n")
        await server.shutdown()
        let errors = capture.messages.withLock { $0.filter { $0.0 == .error } }
        #expect(errors.map(\.1) == ["handler failed"])
    }

    /// In a process of its own (an exit test): a SIGTERM sent to the suite's process would reach
    /// whatever else is running there.
    @Test(.timeLimit(.minutes(1))) func sigterm_runsTheShutdownAction() async {
        await #expect(processExitsWith: .exitCode(42)) {
            let signals = ShutdownSignals { number in exit(number == SIGTERM ? 42 : EXIT_FAILURE) }
            kill(getpid(), SIGTERM)
            try? await Task.sleep(for: .seconds(20))
            withExtendedLifetime(signals) {}
            exit(EXIT_FAILURE)
        }
    }
}

@Suite struct DescriptorHeadroomTests {
    @Test func connectionCapacity_countsTheDescriptorsHeld_keepsAReserve_andTwoPerConnection() {
        #expect(HTTPServer.connectionCapacity(openFileLimit: 20_000, descriptorsHeld: 22) == 9_364)
        #expect(HTTPServer.connectionCapacity(openFileLimit: 1024, descriptorsHeld: 22) == 469)
        #expect(HTTPServer.connectionCapacity(openFileLimit: 64, descriptorsHeld: 22) == 15)
        #expect(HTTPServer.connectionCapacity(openFileLimit: 64, descriptorsHeld: 40) == 6)
        #expect(HTTPServer.connectionCapacity(openFileLimit: 32, descriptorsHeld: 22) == 1)
        #expect(HTTPServer.connectionCapacity(openFileLimit: 8, descriptorsHeld: 3) == 1)
    }

    @Test func theOpenDescriptorCount_seesTheDescriptorsThisTestHolds() {
        let descriptors = (0..<5).map { _ in open("/dev/null", O_RDONLY) }
        defer { for descriptor in descriptors { close(descriptor) } }
        #expect(Socket.openDescriptorCount(below: 1 << 16) >= 5 + 3)
    }

    /// Thousands of entries of all name lengths (hidden ones too) fill glibc's buffer many times
    /// over; each is counted once and nothing is read past an entry (run under valgrind to see).
    @Test func aDirectorysEntryCount_isEveryNameButDotAndDotDot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = (0..<3_000).map { String(repeating: "n", count: $0 % 40) + "\($0)" } + [".hidden", "..."]
        for name in names {
            #expect(FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil))
        }
        #expect(Socket.entryCount(ofDirectory: directory.path) == names.count)
        #expect(Socket.entryCount(ofDirectory: directory.appendingPathComponent("absent").path) == nil)
    }
}
