@testable import HTTPServer
import Testing

/// `value; name=value` header values, as `Content-Type` and `Content-Disposition` carry them.
@Suite struct HeaderParametersTests {
    @Test func parameters_areUnquotedWithNamesLowercasedInOrder() throws {
        let header = try #require(HeaderParameters(parsing: " form-data ;NAME=\"a \\\"b\\\" \\\\c\";\tfilename=x.ics ; empty=\"\""))
        #expect(header.value == "form-data")
        #expect(header.parameters == [
            .init(name: "name", value: "a \"b\" \\c"),
            .init(name: "filename", value: "x.ics"),
            .init(name: "empty", value: ""),
        ])
        #expect(header["filename"] == "x.ics")
        #expect(header["missing"] == nil)
    }

    @Test func emptyParameters_areSkipped() throws {
        let header = try #require(HeaderParameters(parsing: "text/plain;; charset=utf-8;"))
        #expect(header.value == "text/plain")
        #expect(header.parameters == [.init(name: "charset", value: "utf-8")])
    }

    @Test(arguments: [
        "a; b", "a; b=", "a; =c", "a; b =c", "a; b= c", "a; b=c d", "a; b=\"c", "a; b=\"c\"d",
        "a; b=\"c\\", "a; b=\"c\u{1}\"", "a; b=c@d", "a; b=1; B=2",
    ])
    func malformedParameters_areRefused(text: String) {
        #expect(HeaderParameters(parsing: text) == nil)
    }
}
