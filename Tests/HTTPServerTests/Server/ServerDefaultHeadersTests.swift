import HTTPServer
import Logging
import Testing
import TimingTestSupport

/// The headers a server is configured to add reach every answer: the app's, and the ones the
/// server makes itself before any app code runs.
@Suite(.timeSensitive) struct ServerDefaultHeadersTests {
    private static let defaults: HTTPHeaders = ["X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'self'"]

    private static func configure(_ configuration: inout HTTPServer.Configuration) {
        configuration.headers = defaults
        configuration.headerTimeout = .milliseconds(300)
        configuration.maxConnections = 1
        configuration.limits.maxBodySize = 16
    }

    private static func expectDefaults(_ response: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.headers["X-Content-Type-Options"] == "nosniff", sourceLocation: sourceLocation)
        #expect(response.headers["Content-Security-Policy"] == "default-src 'self'", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("GET / HTTP/2.0\r\nHost: t\r\n\r\n", 505),
        ("GET / HTTP/1.1\r\n\r\n", 400),
        ("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 17\r\n\r\n", 413),
        ("GET /" + String(repeating: "x", count: 9000) + " HTTP/1.1\r\n\r\n", 414),
        ("GET / HTTP/1.1\r\nHost: t\r\nX: " + String(repeating: "y", count: 9000) + "\r\n\r\n", 431),
    ])
    func answersTheServerMakesItself_carryTheConfiguredHeaders(raw: String, status: Int) async throws {
        try await withServer(makeTestRouter(), configure: Self.configure) { server in
            let response = try await TestClient(port: server.port).roundTrip(raw)
            #expect(response.status == status)
            Self.expectDefaults(response)
        }
    }

    @Test func aRequestTimeout_carriesTheConfiguredHeaders() async throws {
        try await withServer(makeTestRouter(), configure: Self.configure) { server in
            let client = try TestClient(port: server.port)
            try await client.send("GET /plain HTTP/1.1\r\n")
            let response = try await client.readResponse()
            #expect(response.status == 408)
            Self.expectDefaults(response)
        }
    }

    @Test func aConnectionOverTheCap_gets503WithTheConfiguredHeaders() async throws {
        try await withServer(makeTestRouter(), configure: Self.configure) { server in
            let held = try TestClient(port: server.port)
            #expect(try await held.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
            let response = try await TestClient(port: server.port).roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.status == 503)
            Self.expectDefaults(response)
        }
    }

    @Test func appResponses_carryThem_unlessTheySetTheFieldThemselves() async throws {
        var router = makeTestRouter()
        router.get("/own") { _ in HTTPResponse(status: .ok, headers: ["Content-Security-Policy": "sandbox"], body: .empty) }
        try await withServer(router, configure: Self.configure) { server in
            let client = try TestClient(port: server.port)
            let plain = try await client.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n")
            Self.expectDefaults(plain)
            let missing = try await client.roundTrip("GET /nowhere HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(missing.status == 404)
            Self.expectDefaults(missing)
            let own = try await client.roundTrip("GET /own HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(own.headers.values(for: "Content-Security-Policy") == ["sandbox"])
            #expect(own.headers["X-Content-Type-Options"] == "nosniff")
        }
    }

    @Test func aConfiguredHeaderThatCouldSplitAResponse_isRefusedAtCreation() {
        var configuration = HTTPServer.Configuration(host: "127.0.0.1", port: 0)
        configuration.headers = ["X-Evil": "a\r\nSet-Cookie: b=c"]
        #expect(throws: (any Error).self) { try HTTPServer(configuration: configuration, responder: Router(), logger: testLogger) }
    }

    @Test func anAbsoluteFormRequest_isServedAtItsPath() async throws {
        try await withServer(makeTestRouter()) { server in
            let response = try await TestClient(port: server.port).roundTrip("GET http://t/lists/7 HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.text == "list 7")
        }
    }
}
