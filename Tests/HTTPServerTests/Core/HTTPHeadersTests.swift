@testable import HTTPServer
import Testing

@Suite struct HTTPHeadersTests {
    private let headers: HTTPHeaders = [
        "Content-Type": "text/html", "X-Fragment": "1", "Set-Cookie": "a=1", "set-cookie": "b=2", "Connection": "keep-alive, Upgrade",
    ]

    @Test(arguments: ["content-type", "CONTENT-TYPE", "Content-Type", "cOnTeNt-TyPe"])
    func aName_isFound_whateverItsCase(name: String) {
        #expect(headers[name] == "text/html")
    }

    @Test(arguments: ["Content-Typ", "Content-Types", "Content_Type", "Content-Tÿpe", ""])
    func anotherName_isNotFound_evenOfTheSameLength(name: String) {
        #expect(headers[name] == nil)
    }

    @Test func everyFieldOfAName_isFound_inOrder() {
        #expect(headers.values(for: "SET-COOKIE") == ["a=1", "b=2"])
    }

    @Test func aTokenOfAList_isFound_whateverItsCase_inASubstringToo() {
        #expect(headers.containsToken("upgrade", in: "connection"))
        #expect(!headers.containsToken("close", in: "connection"))
        #expect("Keep-Alive"[...].equalsCaseInsensitively("keep-alive"))
        #expect(!"Keep-Alive"[...].equalsCaseInsensitively("keep-alivf"))
    }
}
