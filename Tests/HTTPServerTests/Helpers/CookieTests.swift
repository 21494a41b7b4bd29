@testable import HTTPServer
import Testing

@Suite struct CookieTests {
    @Test func requestCookies_areParsedFirstNameWins() {
        let request = HTTPRequest(method: .get, target: "/", headers: ["Cookie": "a=1; b=\"two\"; junk; a=3", "cookie": "c=4"])
        #expect(request.cookies == ["a": "1", "b": "two", "c": "4"])
    }

    @Test func oneCookie_isFoundByName_firstWins_andAMissingOneIsNil() {
        let request = HTTPRequest(method: .get, target: "/", headers: ["Cookie": "a=1; b=\"two\"; junk; a=3", "cookie": "c=4"])
        #expect([request.cookie("a"), request.cookie("b"), request.cookie("c"), request.cookie("junk"), request.cookie("d")]
            == ["1", "two", "4", nil, nil])
    }

    @Test func emptyPairs_namelessValues_andSpaces_areSkipped_andAValueKeepsItsEqualsSigns() {
        let request = HTTPRequest(method: .get, target: "/", headers: ["Cookie": ";; \ta=1 ;=x; ;b=c=d;\u{E9}t\u{E9}=\u{E9}; e=\"\";"])
        #expect(request.cookies == ["a": "1", "b": "c=d", "\u{E9}t\u{E9}": "\u{E9}", "e": ""])
        #expect(request.cookie("b") == "c=d")
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
