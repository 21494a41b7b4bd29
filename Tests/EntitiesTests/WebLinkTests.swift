import Entities
import Testing

struct WebLinkTests {
    @Test(arguments: [
        "https://example.com", "http://example.com/rent?month=12#pay", "https://user@example.com:8443/a",
        "HTTPS://Example.COM/Path", "https://bücher.de/kaufen", "https://example.com/%C3%BCber", "https://[::1]/",
    ])
    func anAbsoluteHTTPOrHTTPSURLWithAHost_isALink(text: String) throws {
        let link = try #require(WebLink(text))
        #expect(link.text == text)
        #expect(WebLink.validate(text) == .success(link))
    }

    @Test func aLink_isTrimmed_andReadsAsItsText() {
        let link = WebLink("  https://example.com/rent \n")
        #expect(link?.text == "https://example.com/rent")
        #expect(link.map { "\($0)" } == "https://example.com/rent")
    }

    @Test(arguments: [
        ("https://example.com/rent", "example.com"), ("HTTPS://Example.COM/Path", "example.com"),
        ("https://bücher.de/kaufen", "bücher.de"), ("http://user:secret@shop.example.org:8080/", "shop.example.org"),
    ])
    func host_isTheHostInLowerCase_asAPersonReadsIt(text: String, host: String) {
        #expect(WebLink(text)?.host == host)
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func emptyText_isNoLink_andNoIssue(text: String) {
        #expect(WebLink.validate(text) == .success(nil))
        #expect(WebLink(text) == nil)
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript://example.com/%0Aalert(1)", "mailto:rent@example.com", "ftp://example.com/file",
        "data:text/html,hi", "/relative/path", "example.com", "www.example.com/rent", "https://", "http:///path",
        "http:example.com", "https://exa mple.com", "https://example.com/a b", "https://example.com/\u{7}", "https://example.com/\ttab",
        "https://example.com/a\u{00A0}b",
    ])
    func anythingElse_isMalformed(text: String) {
        #expect(WebLink.validate(text) == .failure(.malformed))
        #expect(WebLink(text) == nil)
    }

    @Test func aLinkOf2000Characters_isKept_andOneLonger_isTooLong() {
        let prefix = "https://example.com/"
        let longest = prefix + String(repeating: "a", count: WebLink.maximumLength - prefix.count)
        #expect(WebLink(longest)?.text == longest)
        #expect(WebLink.validate(longest + "a") == .failure(.tooLong(maximum: 2000)))
        #expect(WebLink.maximumLength == 2000)
    }
}
