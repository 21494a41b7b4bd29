@testable import HTTPServer
import Testing
import TimingTestSupport

/// The server over real loopback sockets: HTTP/1.1 connection semantics.
@Suite(.timeSensitive) struct ServerConnectionTests {
    @Test func plainGet_isAnsweredWithDateAndContentLength() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            let response = try await client.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.text == "hello")
            #expect(response["Content-Length"] == "5")
            #expect(response["Content-Type"] == "text/plain; charset=utf-8")
            #expect(response["Date"].flatMap(HTTPDate.parse) != nil)
            #expect(response["Connection"] == nil)
        }
    }

    @Test func aRequest_carriesItsPeersNumericAddress() async throws {
        var router = Router()
        router.get("/whoami") { request in .text(request.remoteAddress ?? "unknown") }
        try await withServer(router) { server in
            let client = try TestClient(port: server.port)
            let response = try await client.roundTrip("GET /whoami HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.text == "127.0.0.1")
        }
    }

    @Test func keepAlive_servesManyRequestsOnOneConnection() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            for index in 1...20 {
                let response = try await client.roundTrip("GET /lists/\(index) HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(response.text == "list \(index)")
            }
        }
    }

    @Test func pipelinedRequests_areAnsweredInOrder() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            try await client.send((1...5).map { "GET /lists/\($0) HTTP/1.1\r\nHost: t\r\n\r\n" }.joined()
                + "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 4\r\n\r\nlast")
            for index in 1...5 { #expect(try await client.readResponse().text == "list \(index)") }
            #expect(try await client.readResponse().text == "last")
        }
    }

    @Test func http10_closesAfterTheAnswerUnlessAskedToKeepAlive() async throws {
        try await withServer(makeTestRouter()) { server in
            let closing = try TestClient(port: server.port)
            let first = try await closing.roundTrip("GET /plain HTTP/1.0\r\n\r\n")
            #expect(first["Connection"] == "close")
            #expect(await closing.isClosedByServer())

            let keeping = try TestClient(port: server.port)
            let kept = try await keeping.roundTrip("GET /plain HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(kept["Connection"] == "keep-alive")
            #expect(try await keeping.roundTrip("GET /plain HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").text == "hello")
        }
    }

    @Test func connectionClose_isHonoured() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            let response = try await client.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
            #expect(response["Connection"] == "close")
            #expect(await client.isClosedByServer())
        }
    }

    @Test func chunkedRequestBody_isDecoded() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            try await client.send("POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n")
            try await client.send("6;note=x\r\n world\r\n0\r\nX-Trailer: 1\r\n\r\n")
            #expect(try await client.readResponse().text == "hello world")
            #expect(try await client.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n").text == "hello")
        }
    }

    @Test func expect100Continue_gets100ThenTheAnswer() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            let interim = try await client.roundTrip("POST /echo HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n")
            #expect(interim.status == 100)
            try await client.send("abc")
            let final = try await client.readResponse()
            #expect(final.status == 200)
            #expect(final.text == "abc")
        }
    }

    @Test func expect100ContinueOverTheLimit_is413WithoutA100() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            let response = try await client.roundTrip("POST /small HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 9\r\n\r\n")
            #expect(response.status == 413)
            #expect(response["Connection"] == "close")
            #expect(await client.isClosedByServer())
        }
    }

    @Test func otherExpectation_is417() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            #expect(try await client.roundTrip("POST /echo HTTP/1.1\r\nHost: t\r\nExpect: later\r\nContent-Length: 3\r\n\r\n").status == 417)
        }
    }

    @Test func head_sendsHeadersWithoutBody() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            let response = try await client.roundTrip("HEAD /plain HTTP/1.1\r\nHost: t\r\n\r\n", forHead: true)
            #expect(response.status == 200)
            #expect(response["Content-Length"] == "5")
            // The next response must start right where the head ended: no stray body bytes.
            #expect(try await client.roundTrip("GET /lists/7 HTTP/1.1\r\nHost: t\r\n\r\n").text == "list 7")
        }
    }

    @Test func streamedBody_isSentChunked() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            let response = try await client.roundTrip("GET /stream HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response["Transfer-Encoding"] == "chunked")
            #expect(response.text == (0..<100).map { "line \($0)\n" }.joined())
            #expect(try await client.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n").text == "hello")
        }
    }

    @Test func streamedBodyOnHTTP10_isSentUntilClose() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            try await client.send("GET /stream HTTP/1.0\r\n\r\n")
            let raw = String(decoding: try await client.readToEnd(), as: UTF8.self)
            #expect(raw.hasSuffix("line 99\n"))
            #expect(!raw.contains("Transfer-Encoding"))
        }
    }

    @Test func largeBody_arrivesWhole() async throws {
        try await withServer(makeTestRouter()) { server in
            let client = try TestClient(port: server.port)
            let response = try await client.roundTrip("GET /big HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.body.count == 4 * 1024 * 1024)
            #expect(response.body == bigBody)
        }
    }

    @Test func lastOfMaxRequestsPerConnection_saysCloseAndCloses() async throws {
        try await withServer(makeTestRouter(), configure: { $0.maxRequestsPerConnection = 3 }) { server in
            let client = try TestClient(port: server.port)
            #expect(try await client.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n")["Connection"] == nil)
            #expect(try await client.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n")["Connection"] == nil)
            #expect(try await client.roundTrip("GET /plain HTTP/1.1\r\nHost: t\r\n\r\n")["Connection"] == "close")
            #expect(await client.isClosedByServer())
        }
    }

    @Test func manyConcurrentClients_areAllServed() async throws {
        try await withServer(makeTestRouter()) { server in
            let port = server.port
            try await withThrowingTaskGroup(of: Int.self) { group in
                for client in 0..<64 {
                    group.addTask {
                        let connection = try TestClient(port: port)
                        var served = 0
                        for request in 0..<25 where try await connection.roundTrip("GET /lists/\(client)-\(request) HTTP/1.1\r\nHost: t\r\n\r\n").text == "list \(client)-\(request)" {
                            served += 1
                        }
                        return served
                    }
                }
                var total = 0
                for try await served in group { total += served }
                #expect(total == 64 * 25)
            }
        }
    }
}
