import Data
import Testing

/// Content lines: unfolding (RFC 5545 §3.1), names, parameters and values, and the line each error names.
struct ICalendarReaderTests {
    @Test func theRFCsFoldingExample_unfoldsToOneLine() throws {
        let text = "DESCRIPTION:This is a lo\r\n ng description\r\n  that exists on a long line.\r\n"

        let lines = try ICalendarReader.contentLines(text)

        #expect(lines == [ContentLine(name: "DESCRIPTION", value: "This is a long description that exists on a long line.")])
    }

    @Test(arguments: ["\r\n", "\n"])
    func lineEnds_crlfAndBareLF_readTheSame(_ end: String) throws {
        let text = ["SUMMARY:Milk", "DESCRIPTION:two", "\tlitres", "", "STATUS:NEEDS-ACTION"].map { $0 + end }.joined()

        let lines = try ICalendarReader.contentLines(text)

        #expect(lines.map(\.name) == ["SUMMARY", "DESCRIPTION", "STATUS"])
        #expect(lines.map(\.value) == ["Milk", "twolitres", "NEEDS-ACTION"])
    }

    /// Found by the calendar fuzzer: a bare carriage return inside a SUMMARY was kept in the
    /// title, exported as a line break (`\n`) and read back as another title.
    @Test(arguments: ["SUMMARY:Link number 0\r 3\r\n", "SUMMARY:Milk\r\r\n", "\rSUMMARY:Milk\n"])
    func aCarriageReturnThatEndsNoLine_isRefused_namingItsLine(_ line: String) {
        let text = "UID:a\r\n" + line

        #expect(throws: ICalendarError.malformed(line: 2, reason: "a carriage return that does not end the line")) {
            try ICalendarReader.contentLines(text)
        }
    }

    @Test func eachContentLine_keepsThePhysicalLineItStartsOn_whichEqualityIgnores() throws {
        let text = "A:1\r\n\r\nB:2\r\n  two\r\nC:3\r\n"

        let lines = try ICalendarReader.contentLines(text)

        #expect(lines.map(\.line) == [1, 3, 5])
        #expect(lines[1] == ContentLine(name: "B", value: "2 two"))
        #expect(Set([lines[1], ContentLine(name: "B", value: "2 two", line: 9)]).count == 1)
    }

    @Test func aLeadingByteOrderMark_isSkipped() throws {
        #expect(try ICalendarReader.contentLines("\u{FEFF}BEGIN:VCALENDAR\r\n") == [ContentLine(name: "BEGIN", value: "VCALENDAR")])
    }

    @Test func namesAreUppercased_parametersKeepTheirOrder_quotedValuesLoseTheirQuotes() throws {
        let text = #"attendee;Role=REQ-PARTICIPANT;cn="Doe, Jane";member="mailto:a@x.org","mailto:b@x.org";x-empty=:mailto:jane@example.com"#

        let line = try #require(try ICalendarReader.contentLines(text).first)

        #expect(line.name == "ATTENDEE")
        #expect(line.parameters == [
            .init(name: "ROLE", values: ["REQ-PARTICIPANT"]),
            .init(name: "CN", values: ["Doe, Jane"]),
            .init(name: "MEMBER", values: ["mailto:a@x.org", "mailto:b@x.org"]),
            .init(name: "X-EMPTY", values: [""]),
        ])
        #expect(line.parameter("cn") == ["Doe, Jane"])
        #expect(line.value == "mailto:jane@example.com")
    }

    @Test func theValueIsEverythingAfterTheFirstColonOutsideQuotes() throws {
        let line = try #require(try ICalendarReader.contentLines(#"URL;X-LABEL="a:b":https://example.com/x;y,z:w"#).first)

        #expect(line.parameter("X-LABEL") == ["a:b"])
        #expect(line.value == "https://example.com/x;y,z:w")
    }

    @Test(arguments: [
        ("SUMMARY:ok\nSUMMARY-no-colon\n", 2, "no colon"),
        ("SUMMARY:ok\r\n:value\r\n", 2, "empty property name"),
        ("SUMMARY:ok\nSUM MARY:value\n", 2, "character other than"),
        ("SUMMARY:ok\nSUMMÄRY:value\n", 2, "character other than"),
        ("SUMMARY:ok\nDUE;TZ ID=x:20261121\n", 2, "character other than"),
        ("SUMMARY:ok\nDUE;=x:20261121\n", 2, "empty parameter name"),
        ("SUMMARY:ok\nDUE;TZID:20261121\n", 2, "no \"=\""),
        ("A:1\nB:2\nX;CN=\"Doe\n  Jane:x\n", 3, "quote is never closed"),
        ("A:1\nX;CN=\"Doe\"Jane:x\n", 2, "quoted parameter value followed by"),
        ("A:1\nX;CN=Do\"e:x\n", 2, "quote inside an unquoted"),
        (" SUMMARY:continued\n", 1, "continuation line with no content line"),
        ("A:1\nB:2\nDESCRIPTION;X=a\n b\n c\n", 3, "no colon"),
    ])
    func aBrokenContentLine_namesThePhysicalLineWhereItStarts(_ text: String, line: Int, reason: String) {
        #expect {
            try ICalendarReader.contentLines(text)
        } throws: { error in
            guard case .malformed(let errorLine, let errorReason) = error as? ICalendarError else { return false }
            return errorLine == line && errorReason.contains(reason)
        }
    }

    @Test func aContentLineOverAHundredFoldedLines_isRefused_butOneAtTheLimitIsRead() throws {
        let limit = ICalendarReader.maximumLineOctets
        let atLimit = "A:1\r\nX:" + String(repeating: "a", count: limit - 2) + "\r\n"
        #expect(try ICalendarReader.contentLines(atLimit).count == 2)

        let folded = "A:1\r\nX:" + Array(repeating: "\r\n " + String(repeating: "a", count: 74), count: 102).joined() + "\r\n"
        #expect(throws: ICalendarError.malformed(line: 2, reason: "a content line longer than \(limit) octets")) {
            try ICalendarReader.contentLines(folded)
        }
    }

    @Test func moreThanAHundredThousandLines_isRefused() {
        let text = String(repeating: "X:1\n", count: ICalendarReader.maximumLines + 1)

        #expect(throws: ICalendarError.malformed(line: 100_001, reason: "more than 100000 lines")) {
            try ICalendarReader.contentLines(text)
        }
    }
}
