@testable import HTTPServer
import Testing

/// Every malformed or oversized request of the issue's list, by name, with the status it gets.
@Suite struct RequestDecoderRejectionTests {
    // MARK: sizes

    @Test func requestLineOver8KiB_is414() {
        let long = "GET /" + String(repeating: "a", count: 8200) + " HTTP/1.1\r\nHost: a\r\n\r\n"
        #expect(rejection(long) == .requestLineTooLong)
        #expect(rejection(long)?.status.code == 414)
    }

    @Test func requestLineOver8KiB_is414EvenBeforeItEnds() {
        #expect(rejection("GET /" + String(repeating: "a", count: 9000)) == .requestLineTooLong)
    }

    @Test func requestLineOfExactly8KiB_isAccepted() throws {
        let target = "/" + String(repeating: "a", count: 8192 - "GET  HTTP/1.1".count - 1)
        #expect(try decode("GET \(target) HTTP/1.1\r\nHost: a\r\n\r\n").count == 1)
    }

    @Test func headerOver8KiB_is431() {
        let raw = get(headers: "X-Big: " + String(repeating: "b", count: 8200) + "\r\n")
        #expect(rejection(raw) == .headerLineTooLong)
        #expect(rejection(raw)?.status.code == 431)
        #expect(rejection("GET / HTTP/1.1\r\nX-Big: " + String(repeating: "b", count: 9000)) == .headerLineTooLong)
    }

    @Test func headersOver32KiB_is431() {
        let line = "X-Filler: " + String(repeating: "c", count: 4000) + "\r\n"
        let raw = get(headers: String(repeating: line, count: 9))
        #expect(rejection(raw) == .headersTooLarge)
        #expect(rejection(raw)?.status.code == 431)
    }

    @Test func moreThan100HeaderLines_is431() {
        let raw = get(headers: (1...100).map { "X-\($0): v\r\n" }.joined())
        #expect(rejection(raw) == .tooManyHeaders)
        #expect(rejection(raw)?.status.code == 431)
    }

    @Test func exactly100HeaderLines_areAccepted() throws {
        #expect(try decode(get(headers: (1...99).map { "X-\($0): v\r\n" }.joined())).count == 1)
    }

    @Test func contentLengthOverTheLimit_is413BeforeReadingTheBody() {
        let raw = "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1048577\r\n\r\n"
        #expect(rejection(raw) == .bodyTooLarge(limit: 1 << 20))
        #expect(rejection(raw)?.status.code == 413)
    }

    @Test func chunkedBodyOverTheLimit_is413WhileReadingChunks() {
        let raw = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n8\r\n12345678\r\n8\r\n"
        #expect(rejection(raw, bodyLimit: 10) == .bodyTooLarge(limit: 10))
    }

    // MARK: request line

    @Test(arguments: ["HTTP/2.0", "HTTP/9.9", "HTTP/0.9", "HTTP/1.2"])
    func unsupportedVersion_is505(version: String) {
        let error = rejection("GET / \(version)\r\nHost: a\r\n\r\n")
        #expect(error == .unsupportedVersion(version))
        #expect(error?.status.code == 505)
    }

    @Test(arguments: [
        "GET /\r\n\r\n",                                 // no version
        "GET / HTTP/1\r\nHost: a\r\n\r\n",              // garbage version
        "GET / http/1.1\r\nHost: a\r\n\r\n",            // lower-case protocol
        "GET / HTTP/1.10\r\nHost: a\r\n\r\n",
        "GET  / HTTP/1.1\r\nHost: a\r\n\r\n",           // double space
        "GET / HTTP/1.1 \r\nHost: a\r\n\r\n",           // trailing space
        "GET /  HTTP/1.1\r\nHost: a\r\n\r\n",
    ])
    func malformedRequestLine_is400(raw: String) {
        #expect(rejection(raw)?.status.code == 400)
    }

    @Test(arguments: ["get", "Get", "GE T", "G@T", "GET\t"])
    func lowercaseOrInvalidMethod_is400(method: String) {
        #expect(rejection("\(method) / HTTP/1.1\r\nHost: a\r\n\r\n")?.status.code == 400)
    }

    @Test(arguments: ["*", "example.test:443", "a/b", "ftp://example.test/", "http:/example.test/"])
    func targetNotStartingWithSlash_is400(target: String) {
        #expect(rejection(get(target)) == .invalidTarget("must start with /"))
    }

    @Test(arguments: ["/%zz", "/%4", "/a%", "/%c3%28", "/%ff", "/?q=%g1", "/?q=%", "/a#frag", "/\u{7F}", "/caf\u{e9}"])
    func badBytesOrEncodingInTarget_is400(target: String) {
        #expect(rejection(get(target))?.status.code == 400)
    }

    @Test func validPercentEncodingAndUTF8_areAccepted() throws {
        #expect(try decode(get("/caf%C3%A9/%2F?q=a+b%20c")).first?.path == "/caf%C3%A9/%2F")
    }

    // MARK: absolute form (RFC 9112 §3.2.2)

    @Test(arguments: [
        ("http://example.test:8080/a/b?q=1", "/a/b?q=1", "example.test:8080"),
        ("HTTPS://Example.test/caf%C3%A9", "/caf%C3%A9", "Example.test"),
        ("http://example.test", "/", "example.test"),
        ("http://example.test?q=1", "/?q=1", "example.test"),
        ("http://[::1]:8080/", "/", "[::1]:8080"),
    ])
    func absoluteFormTarget_isAccepted_withItsPath_andItsAuthorityAsTheHost(target: String, origin: String, host: String) throws {
        let request = try #require(try decode("GET \(target) HTTP/1.1\r\nHost: ignored.test\r\n\r\n").first)
        #expect(request.target == origin)
        #expect(request.headers.values(for: "Host") == [host])
    }

    @Test(arguments: ["http:///a", "http://user@example.test/", "http://a\\b/", "http://ex\u{E9}.test/", "https://?q"])
    func absoluteFormWithABadAuthority_is400(target: String) {
        #expect(rejection(get(target)) == .invalidTarget("the absolute form's authority is not a host[:port]"))
    }

    @Test func absoluteFormWithABadPath_is400_likeAnOriginForm() {
        #expect(rejection(get("http://example.test/%zz"))?.status.code == 400)
        #expect(rejection(get("http://example.test/a#frag"))?.status.code == 400)
    }

    @Test func absoluteFormOnHTTP11_stillNeedsAHostHeader() {
        #expect(rejection("GET http://example.test/ HTTP/1.1\r\n\r\n") == .invalidHost("HTTP/1.1 requires a Host header"))
    }

    // MARK: Host

    @Test func http11WithoutHost_is400() {
        #expect(rejection("GET / HTTP/1.1\r\n\r\n") == .invalidHost("HTTP/1.1 requires a Host header"))
    }

    @Test(arguments: ["a/b", "a b", "a\\b", "user@example.test", "ex\u{E9}.test", "a?b", "a#b"])
    func hostThatIsNotAHostAndPort_is400(host: String) {
        #expect(rejection("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n") == .invalidHost("not a host[:port]"))
    }

    @Test func twoHostHeaders_is400() {
        #expect(rejection(get(headers: "Host: b.test\r\n")) == .invalidHost("more than one Host header"))
    }

    // MARK: header lines

    @Test(arguments: [
        ("bare CR", "X-A: one\rtwo\r\n"),
        ("NUL", "X-A: one\0two\r\n"),
        ("escape", "X-A: one\u{1B}two\r\n"),
        ("DEL", "X-A: one\u{7F}\r\n"),
        ("obs-fold", "X-A: one\r\n two\r\n"),
        ("space before colon", "X-A : one\r\n"),
        ("empty name", ": one\r\n"),
        ("invalid name", "X(A): one\r\n"),
        ("no colon", "X-A one\r\n"),
    ])
    func malformedHeader_is400(name: String, line: String) {
        #expect(rejection(get(headers: line))?.status.code == 400, "\(name)")
    }

    @Test func whitespaceBeforeTheFirstHeader_is400() {
        #expect(rejection("GET / HTTP/1.1\r\n Host: a\r\n\r\n") == .invalidHeader("whitespace before the first header"))
    }

    @Test func bareLineFeed_is400() {
        #expect(rejection("GET / HTTP/1.1\nHost: a\n\n") == .bareLineFeed)
        #expect(rejection("GET / HTTP/1.1\r\nHost: a\n\r\n") == .bareLineFeed)
    }

    // MARK: framing

    @Test func contentLengthWithTransferEncoding_is400() {
        let raw = "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n"
        #expect(rejection(raw) == .conflictingFraming("Content-Length with Transfer-Encoding"))
    }

    @Test func transferEncodingOnHTTP10_is400() {
        #expect(rejection("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n") == .conflictingFraming("Transfer-Encoding on HTTP/1.0"))
    }

    @Test(arguments: [
        "Content-Length: 3\r\nContent-Length: 4\r\n",
        "Content-Length: 3\r\nContent-Length: 3\r\n",
        "Content-Length: 3, 3\r\n",
        "Content-Length: +5\r\n",
        "Content-Length: -1\r\n",
        "Content-Length: 0x10\r\n",
        "Content-Length: 99999999999999999999999\r\n",
        "Content-Length: abc\r\n",
        "Content-Length: 1 2\r\n",
        "Content-Length: \r\n",
    ])
    func invalidContentLength_is400(header: String) {
        let error = rejection("POST / HTTP/1.1\r\nHost: a\r\n\(header)\r\nabcd")
        guard case .invalidContentLength = error else {
            Issue.record("expected invalidContentLength, got \(String(describing: error))")
            return
        }
        #expect(error?.status.code == 400)
    }

    @Test(arguments: ["gzip", "xchunked", "chunked, chunked", "gzip, chunked", "identity"])
    func transferEncodingOtherThanChunked_is501(coding: String) {
        let error = rejection("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: \(coding)\r\n\r\n")
        #expect(error == .unsupportedTransferEncoding(coding))
        #expect(error?.status.code == 501)
    }

    @Test func twoTransferEncodingHeaders_areJoinedAndRejected() {
        let raw = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n"
        #expect(rejection(raw)?.status.code == 501)
    }

    @Test(arguments: ["zz", "0x5", "-1", "+1", " 5", "", "1000000000000000000"])
    func badChunkSize_is400(size: String) {
        let error = rejection("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n\(size)\r\nhello\r\n0\r\n\r\n")
        guard case .invalidChunk = error else {
            Issue.record("expected invalidChunk, got \(String(describing: error))")
            return
        }
    }

    @Test func chunkDataWithoutCRLF_is400() {
        let raw = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcX\r\n0\r\n\r\n"
        #expect(rejection(raw) == .invalidChunk("chunk data not followed by CRLF"))
    }

    @Test func unsupportedExpectation_is417() {
        let error = rejection("POST / HTTP/1.1\r\nHost: a\r\nExpect: 200-ok\r\nContent-Length: 1\r\n\r\na")
        #expect(error == .unsupportedExpectation("200-ok"))
        #expect(error?.status.code == 417)
    }
}
