@testable import HTTPServer
import Glibc
import Synchronization
import Testing
import TimingTestSupport

/// Timeouts, the connection cap and graceful shutdown, with short configured limits.
@Suite(.timeSensitive) struct ServerLimitTests {
    @Test func slowHead_isAnswered408AndClosed() async throws {
        try await withServer(makeTestRouter(), configure: { $0.headerTimeout = .milliseconds(300) }) { server in
            let client = try TestClient(port: server.port)
            try await client.send("GET /plain HTTP/1.1\r\nHo")
            let response = try await client.readResponse()
            #expect(response.status == 408)
            #expect(await client.isClosedByServer())
        }
    }

    @Test func trickledHead_timesOutFromItsFirstByte() async throws {
        try await withServer(makeTestRouter(), configure: { $0.headerTimeout = .milliseconds(400) }) { server in
            let client = try TestClient(port: server.port)
            try await client.send("GET /plain HTTP/1.1\r\n")
            // A header line every 150 ms for up to 20 s: a timeout restarted by each line would
            // not fire while the trickle goes on; one counted from the first byte fires at ~0.4 s,
            // or a little later on a loaded machine — but long before the trickle ends.
            let lines = 130
            let sent = Mutex(0)
            let trickle = Task {
                for _ in 0..<lines {
                    try await Task.sleep(for: .milliseconds(150))
                    try await client.send("X: y\r\n")
                    sent.withLock { $0 += 1 }
                }
            }
            let response = try await client.readResponse()
            trickle.cancel()
            #expect(response.status == 408)
            #expect(sent.withLock { $0 } < lines)
        }
    }

    @Test func slowBody_isAnswered408AndClosed() async throws {
        try await withServer(makeTestRouter(), configure: { $0.bodyTimeout = .milliseconds(300) }) { server in
            let client = try TestClient(port: server.port)
            try await client.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\nabc")
            #expect(try await client.readResponse().status == 408)
            #expect(await client.isClosedByServer())
        }
    }

    @Test func idleKeepAliveConnection_isClosedQuietly() async throws {
        try await withServer(makeTestRouter(), configure: { $0.idleTimeout = .milliseconds(300) }) { server in
            let client = try TestClient(port: server.port)
            #expect(try await client.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
            let remainder = try await client.readToEnd()
            #expect(remainder.isEmpty)
        }
    }

    @Test func connectionsBeyondTheCap_get503WhileConnectedClientsAreServed() async throws {
        // Long head and idle timeouts: the test is about the cap, and on a loaded machine a
        // connection opened before its turn could otherwise be timed out (408, then a reset).
        try await withServer(makeTestRouter(), configure: {
            $0.maxConnections = 2
            $0.headerTimeout = .seconds(120)
            $0.idleTimeout = .seconds(120)
        }) { server in
            let first = try TestClient(port: server.port)
            let second = try TestClient(port: server.port)
            #expect(try await first.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
            #expect(try await second.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
            let third = try TestClient(port: server.port)
            let rejected = try await third.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(rejected.status == 503)
            #expect(await third.isClosedByServer())
            #expect(try await first.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        }
    }

    @Test(.timeLimit(.minutes(1))) func gracefulShutdown_finishesTheRequestInFlight() async throws {
        var configuration = HTTPServer.Configuration(host: "127.0.0.1", port: 0)
        configuration.shutdownGracePeriod = .seconds(30)
        // The slow handler says when its request has arrived, and finishes when the test lets it.
        let arrived = Signal()
        let release = Signal()
        var router = makeTestRouter()
        router.get("/slow") { _ in
            arrived.fire()
            await release.wait()
            return .text("slow done")
        }
        let server = try HTTPServer(configuration: configuration, responder: router, logger: testLogger)
        try server.start()
        let port = server.port
        let inFlight = try TestClient(port: port)
        let idle = try TestClient(port: port)
        #expect(try await idle.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        try await inFlight.send("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n")
        await arrived.wait()

        let started = Monotonic.now()
        async let stopped: Void = server.shutdown()
        #expect(await idle.isClosedByServer())
        #expect(server.isShuttingDown)
        release.fire()
        let response = try await inFlight.readResponse()
        await stopped

        #expect(response.text == "slow done")
        #expect(response["Connection"] == "close")
        // Well short of the grace period: shutdown ends with the last request, not the period.
        #expect(Monotonic.now() - started < 10_000_000_000)
        #expect(throws: (any Error).self) { try TestClient(port: port) }
    }

    @Test(.timeLimit(.minutes(1))) func shutdown_closesConnectionsStillBusyAfterTheGracePeriod() async throws {
        let arrived = Signal()
        var router = Router()
        router.get("/forever") { _ in
            arrived.fire()
            try? await Task.sleep(for: .seconds(30))
            return .text("late")
        }
        var configuration = HTTPServer.Configuration(host: "127.0.0.1", port: 0)
        configuration.shutdownGracePeriod = .milliseconds(200)
        let server = try HTTPServer(configuration: configuration, responder: router, logger: testLogger)
        try server.start()
        let client = try TestClient(port: server.port)
        try await client.send("GET /forever HTTP/1.1\r\nHost: t\r\n\r\n")
        await arrived.wait()
        let started = Monotonic.now()
        await server.shutdown()
        // About the grace period and a second, never the handler's 30 s; a loose bound, as the
        // suite's other tests share the two cores.
        #expect(Monotonic.now() - started < 10_000_000_000)
        #expect(await client.isClosedByServer())
    }
}
