import Testing

@testable import HTMLTestKit

@Suite struct SocketTransportTests {
    @Test func send_talksHTTPOverLoopbackAndDechunks() async throws {
        // given
        let server = try LoopbackServer(
            response: "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nSet-Cookie: a=1\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5\r\n<p>hi\r\n5\r\n</p>!\r\n0\r\n\r\n"
        )
        defer { server.stop() }
        let transport = SocketTransport(port: server.port)

        // when
        let response = try await transport.send(BrowserRequest(method: "GET", url: "/x?y=1", headers: [("Cookie", "s=2")]))

        // then
        #expect(response.status == 200)
        #expect(response.header("content-type") == "text/html")
        #expect(String(decoding: response.body, as: UTF8.self) == "<p>hi</p>!")
        #expect(server.request.hasPrefix("GET /x?y=1 HTTP/1.1\r\n"))
        #expect(server.request.contains("Cookie: s=2\r\n"))
        #expect(server.request.contains("Connection: close\r\n"))
    }

    @Test func closedPort_isATransportError() async throws {
        let server = try LoopbackServer(response: "")
        let port = server.port
        server.stop()

        await #expect(throws: HTMLTestKitError.self) {
            _ = try await SocketTransport(port: port).send(BrowserRequest(method: "GET", url: "/"))
        }
    }
}

@Suite struct HTTPResponseDecoderTests {
    @Test func contentLength_framesTheBody() throws {
        let raw = Array("HTTP/1.1 303 See Other\r\nLocation: /\r\nContent-Length: 2\r\n\r\nokEXTRA".utf8)

        let response = try HTTPResponseDecoder.decode(raw)

        #expect(response.status == 303)
        #expect(response.header("Location") == "/")
        #expect(response.body == Array("ok".utf8))
    }

    @Test func garbage_isATransportError() {
        #expect(throws: HTMLTestKitError.self) { _ = try HTTPResponseDecoder.decode(Array("nonsense".utf8)) }
        #expect(throws: HTMLTestKitError.self) { _ = try HTTPResponseDecoder.decode(Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n".utf8)) }
    }
}
