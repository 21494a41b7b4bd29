import Data
import Testing

/// Writing components back: CRLF, folding at 75 octets, quoting, and read → write → read.
struct ICalendarWriterTests {
    @Test(arguments: [
        ("rfcTodo", ICalendarSamples.rfcTodo),
        ("appleReminders", ICalendarSamples.appleReminders),
        ("thunderbird", ICalendarSamples.thunderbird),
        ("tasksOrg", ICalendarSamples.tasksOrg),
    ])
    func readWriteRead_givesTheSameTree(_ name: String, text: String) throws {
        let read = try ICalendarReader.calendar(text)

        let written = ICalendarWriter.write(read)

        #expect(try ICalendarReader.calendar(written) == read, "\(name)")
        #expect(ICalendarWriter.write(try ICalendarReader.calendar(written)) == written, "\(name)")
        try expectWellFormed(written)
    }

    @Test func theRFCsTodo_isWrittenBackLineForLine() throws {
        #expect(ICalendarWriter.write(try ICalendarReader.calendar(ICalendarSamples.rfcTodo)) == ICalendarSamples.rfcTodo)
    }

    @Test(arguments: [
        String(repeating: "a", count: 200),
        String(repeating: "ä", count: 120),
        String(repeating: "抹茶", count: 60),
        String(repeating: "💧", count: 50),
        "x" + String(repeating: "€🌱é", count: 40),
        "xx" + String(repeating: "👩‍👩‍👧", count: 20),
    ])
    func folding_neverSplitsACharacter_andNoLinePasses75Octets(_ text: String) throws {
        let line = ContentLine(name: "DESCRIPTION", text: text)

        let written = ICalendarWriter.write(line)

        try expectWellFormed(written)
        #expect(written.split(separator: "\r\n").count > 1)
        #expect(try ICalendarReader.contentLines(written) == [line])
        #expect(try ICalendarReader.contentLines(written).first?.text == text)
    }

    @Test func aLineOf75Octets_isNotFolded_and76Are() {
        let fits = ContentLine(name: "X", value: String(repeating: "a", count: 73))
        let over = ContentLine(name: "X", value: String(repeating: "a", count: 74))

        #expect(ICalendarWriter.write(fits) == "X:" + String(repeating: "a", count: 73) + "\r\n")
        #expect(ICalendarWriter.write(over) == "X:" + String(repeating: "a", count: 73) + "\r\n a\r\n")
    }

    @Test(arguments: [
        ("Doe, Jane", #"CN="Doe, Jane""#),
        ("a;b", #"CN="a;b""#),
        ("mailto:x@y.org", #"CN="mailto:x@y.org""#),
        ("Jane Doe", "CN=Jane Doe"),
        (#"Say "hi""#, "CN=Say 'hi'"),
        ("two\nlines", "CN=two lines"),
    ])
    func parameterValues_areQuotedWhenTheyContainColonSemicolonOrComma(_ value: String, written: String) throws {
        let line = ContentLine(name: "ATTENDEE", parameters: [.init(name: "CN", values: [value])], value: "mailto:jane@example.com")

        #expect(ICalendarWriter.write(line) == "ATTENDEE;\(written):mailto:jane@example.com\r\n")
        #expect(try ICalendarReader.contentLines(ICalendarWriter.write(line)).count == 1)
    }

    @Test func textValues_areEscaped_andMultipleParameterValuesJoinedByCommas() {
        let line = ContentLine(
            name: "summary", parameters: [.init(name: "member", values: ["mailto:a@x.org", "b"])], text: "Milk, eggs; bread\nand C:\\"
        )

        #expect(ICalendarWriter.write(line) == #"SUMMARY;MEMBER="mailto:a@x.org",b:Milk\, eggs\; bread\nand C:\\"# + "\r\n")
    }

    @Test func aRawValueWithALineBreak_isStillWrittenOnOneContentLine() throws {
        let written = ICalendarWriter.write(ContentLine(name: "X-NOTE", value: "one\r\ntwo\nthree"))

        #expect(written == "X-NOTE:onetwothree\r\n")
    }

    /// Every line of `written` ends in CRLF, is at most 75 octets and is valid UTF-8 on its own.
    private func expectWellFormed(_ written: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let bytes = Array(written.utf8)
        #expect(bytes.suffix(2) == [13, 10], sourceLocation: sourceLocation)
        var start = 0
        for index in bytes.indices where bytes[index] == 10 {
            #expect(index > start && bytes[index - 1] == 13, "a bare LF", sourceLocation: sourceLocation)
            let line = Array(bytes[start..<(index - 1)])
            #expect(line.count <= 75, "\(line.count) octets", sourceLocation: sourceLocation)
            #expect(String(validating: line, as: UTF8.self) != nil, "a split UTF-8 sequence", sourceLocation: sourceLocation)
            start = index + 1
        }
    }
}
