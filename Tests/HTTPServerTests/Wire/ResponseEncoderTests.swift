@testable import HTTPServer
import Testing

@Suite struct ResponseEncoderTests {
    private func encode(_ response: HTTPResponse, keepAlive: Bool = true, version: HTTPVersion = .http1_1) throws -> String {
        var output: [UInt8] = []
        let framing = ResponseEncoder.framing(of: response, version: version)
        try ResponseEncoder.encodeHead(response, framing: framing, keepAlive: keepAlive, version: version, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    @Test func head_hasStatusDateHeadersLengthAndEndsWithBlankLine() throws {
        let head = try encode(.text("hello"))
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\nDate: "))
        #expect(head.hasSuffix("\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 5\r\n\r\n"))
    }

    @Test func handlerFramingHeaders_areReplacedByTheServers() throws {
        let response = HTTPResponse(status: .ok, headers: ["Content-Length": "999", "Transfer-Encoding": "gzip", "Connection": "upgrade"], body: .bytes([1, 2]))
        let head = try encode(response, keepAlive: false)
        #expect(head.contains("Content-Length: 2\r\n"))
        #expect(!head.contains("999") && !head.contains("gzip") && !head.contains("upgrade"))
        #expect(head.contains("Connection: close\r\n"))
    }

    @Test(arguments: [
        ("/lists/1?page=2&q=a+b%20c", "/lists/1?page=2&q=a+b%20c"),
        ("/caf\u{E9}", "/caf%C3%A9"),
        ("/a b\"<>\\^`{|}", "/a%20b%22%3C%3E%5C%5E%60%7B%7C%7D"),
        ("/x\u{7F}\u{1}", "/x%7F%01"),
    ])
    func aRedirectsLocation_hasEveryByteAURICannotHoldPercentEncoded(location: String, sent: String) throws {
        #expect(HTTPResponse.redirect(to: location).headers["Location"] == sent)
    }

    @Test func notModifiedAndNoContent_haveNoLength() throws {
        #expect(!(try encode(HTTPResponse(status: .notModified))).contains("Content-Length"))
        #expect(!(try encode(HTTPResponse(status: .noContent))).contains("Content-Length"))
    }

    @Test func streamedBody_isChunkedOn11AndUntilCloseOn10() {
        let response = HTTPResponse(body: .stream { _ in })
        #expect(ResponseEncoder.framing(of: response, version: .http1_1) == .chunked)
        #expect(ResponseEncoder.framing(of: response, version: .http1_0) == .untilClose)
    }

    @Test(arguments: ["a\rb", "a\nb", "a\0b", "a\u{7}b"])
    func controlByteInHeaderValue_isRefused(value: String) {
        #expect(throws: ResponseEncoder.InvalidHeader.self) { try encode(HTTPResponse(headers: ["X-Test": value])) }
    }

    @Test func invalidHeaderName_isRefused() {
        #expect(throws: ResponseEncoder.InvalidHeader.self) { try encode(HTTPResponse(headers: ["Bad Name": "v"])) }
    }
}
