@testable import HTTPServer
import Testing
import TimingTestSupport

/// Bad input over real sockets: a clear 4xx, a closed connection, and a server that keeps serving.
@Suite(.timeSensitive) struct ServerRejectionTests {
    @Test(arguments: [
        ("GET / HTTP/2.0\r\nHost: t\r\n\r\n", 505),
        ("get / HTTP/1.1\r\nHost: t\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: t\r\nX: a\u{0}b\r\n\r\n", 400),
        ("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        ("POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip\r\n\r\n", 501),
        ("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 2000000\r\n\r\n", 413),
        ("GET /" + String(repeating: "x", count: 9000) + " HTTP/1.1\r\n\r\n", 414),
        ("GET / HTTP/1.1\r\nHost: t\r\nX: " + String(repeating: "y", count: 9000) + "\r\n\r\n", 431),
        ("GET /%zz HTTP/1.1\r\nHost: t\r\n\r\n", 400),
    ])
    func malformedRequest_isAnsweredAndTheConnectionClosed(raw: String, status: Int) async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            let response = try await client.roundTrip(raw)
            #expect(response.status == status)
            #expect(response["Connection"] == "close")
            #expect(await client.isClosedByServer())
            #expect(try await TestClient(port: server.port).roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n").status == 200)
        }
    }

    @Test func routeBodyLimit_is413() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            #expect(try await client.roundTrip("POST /small HTTP/1.1\r\nHost: t\r\nContent-Length: 9\r\n\r\n123456789").status == 413)
            let ok = try TestClient(port: server.port)
            #expect(try await ok.roundTrip("POST /small HTTP/1.1\r\nHost: t\r\nContent-Length: 8\r\n\r\n12345678").text == "got 8")
        }
    }

    @Test func unknownPath_is404_knownPathOtherMethod_is405WithAllow_unknownMethod_is501() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            #expect(try await client.roundTrip("GET /nowhere HTTP/1.1\r\nHost: t\r\n\r\n").status == 404)
            let wrongMethod = try await client.roundTrip("DELETE /plain HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(wrongMethod.status == 405)
            #expect(wrongMethod["Allow"] == "GET, HEAD")
            let unknownOnExisting = try await client.roundTrip("BREW /plain HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(unknownOnExisting.status == 405)
            #expect(try await client.roundTrip("BREW /nowhere HTTP/1.1\r\nHost: t\r\n\r\n").status == 501)
        }
    }

    @Test func handlerError_isGeneric500_httpError_isItsStatus() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            let failure = try await client.roundTrip("GET /fail HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(failure.status == 500)
            #expect(!failure.text.contains("TestFailure"))
            let teapot = try await client.roundTrip("GET /teapot HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(teapot.status == 418)
            #expect(teapot.text.contains("short and stout"))
        }
    }

    @Test func crlfInAResponseHeaderValue_isRefused() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            let response = try await client.roundTrip("GET /inject?v=a%0d%0aSet-Cookie:%20evil=1 HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.status == 500)
            #expect(response["Set-Cookie"] == nil)
            #expect(response["X-Echo"] == nil)
        }
    }

    @Test func clientHangingUpMidResponse_leavesTheServerServing() async throws {
        try await withServer(makeTestRouter()) { server in
            for _ in 0..<5 {
                let client = try TestClient(port: server.port)
                try await client.send("GET /big HTTP/1.1\r\nHost: t\r\n\r\n")
            }
            try await waitUntil("the server closed the five connections") { server.openConnections.current == 0 }
            #expect(try await TestClient(port: server.port).roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n").text == "hello")
        }
    }
}
