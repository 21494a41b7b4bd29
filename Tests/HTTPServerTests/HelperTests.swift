@testable import HTTPServer
import Testing

@Suite struct URLEncodedFormTests {
    @Test func fields_arePercentAndPlusDecodedInOrder() throws {
        let form = try URLEncodedForm(decoding: Array("title=Buy+milk%21&notes=&tag=a&tag=b&flag&caf%C3%A9=%E2%9C%93".utf8))
        #expect(form["title"] == "Buy milk!")
        #expect(form["notes"] == "")
        #expect(form["flag"] == "")
        #expect(form.values(for: "tag") == ["a", "b"])
        #expect(form["café"] == "✓")
        #expect(form.fields.count == 6)
    }

    @Test(arguments: ["a=%zz", "a=%4", "a=%ff", "%c3%28=x"])
    func badEncodingOrUTF8_is400(body: String) {
        #expect(throws: HTTPError.badRequest("invalid percent-encoding or UTF-8 in a form field")) {
            try URLEncodedForm(decoding: Array(body.utf8))
        }
    }

    @Test func moreThan1000Fields_is400() throws {
        let atLimit = (1...1000).map { "f\($0)=v" }.joined(separator: "&")
        #expect(try URLEncodedForm(decoding: Array(atLimit.utf8)).fields.count == 1000)
        #expect(throws: HTTPError.badRequest("more than 1000 form fields")) {
            try URLEncodedForm(decoding: Array((atLimit + "&one=more").utf8))
        }
    }

    @Test func formFields_requireTheFormContentType() throws {
        var request = HTTPRequest(method: .post, target: "/", headers: ["Content-Type": "application/json"], body: Array("a=1".utf8))
        #expect(throws: HTTPError.self) { try request.formFields() }
        request.headers = ["Content-Type": "application/x-www-form-urlencoded; charset=UTF-8"]
        #expect(try request.formFields()["a"] == "1")
    }

    @Test func queryItems_decodeTheQuery() throws {
        #expect(try HTTPRequest(method: .get, target: "/search?q=milk+%26+eggs&page=2").queryItems()["q"] == "milk & eggs")
        #expect(try HTTPRequest(method: .get, target: "/").queryItems().fields.isEmpty)
    }
}

@Suite struct CookieTests {
    @Test func requestCookies_areParsedFirstNameWins() {
        let request = HTTPRequest(method: .get, target: "/", headers: ["Cookie": "a=1; b=\"two\"; junk; a=3", "cookie": "c=4"])
        #expect(request.cookies == ["a": "1", "b": "two", "c": "4"])
    }

    @Test func setCookie_serialisesEveryAttribute() {
        let cookie = SetCookie(name: "__Host-session", value: "abc123", expires: 784_111_777, maxAge: 3600, domain: nil,
                               path: "/", secure: true, httpOnly: true, sameSite: .strict, partitioned: true)
        #expect(cookie.headerValue == "__Host-session=abc123; Expires=Sun, 06 Nov 1994 08:49:37 GMT; Max-Age=3600; Path=/; Secure; HttpOnly; SameSite=Strict; Partitioned")
        #expect(SetCookie(name: "a", value: "b", domain: "example.test").headerValue == "a=b; Domain=example.test; Path=/; HttpOnly; SameSite=Lax")
    }

    @Test(arguments: ["a;b", "a b", "a\r\nSet-Cookie: x=y", "a\"b", "a,b"])
    func unsafeCookieValue_isRefused(value: String) {
        #expect(SetCookie(name: "n", value: value).headerValue == nil)
        var response = HTTPResponse()
        response.setCookie(SetCookie(name: "n", value: value))
        #expect(throws: ResponseEncoder.InvalidHeader.self) {
            var output: [UInt8] = []
            try ResponseEncoder.encodeHead(response, framing: .length(0), keepAlive: true, version: .http1_1, into: &output)
        }
    }
}

@Suite struct HTTPDateTests {
    @Test func format_isIMFFixdate() {
        #expect(HTTPDate.format(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.format(secondsSince1970: 0) == "Thu, 01 Jan 1970 00:00:00 GMT")
    }

    @Test func parse_roundTripsAndRejectsOtherFormats() {
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == nil)
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 25:49:37 GMT") == nil)
        #expect(HTTPDate.parse("") == nil)
    }
}

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
