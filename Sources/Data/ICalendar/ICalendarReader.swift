/// Reads iCalendar text (RFC 5545): unfolds it into content lines, then groups them into components.
public enum ICalendarReader {
    /// The longest content line accepted, unfolded: a hundred folded lines of 75 octets.
    public static let maximumLineOctets = 75 * 100
    /// The most physical lines accepted in one file.
    public static let maximumLines = 100_000

    /// The content lines of `text`, unfolded and parsed, in order, each with the 1-based physical
    /// line it starts on.
    ///
    /// Lines may end in CRLF or a bare LF (as some apps write them), and hold no other CR; a line
    /// starting with a space or a tab continues the one before (§3.1). Blank lines and a leading byte order mark are skipped.
    /// - Throws: `ICalendarError.malformed` naming the physical line where the broken content line starts.
    public static func contentLines(_ text: String) throws(ICalendarError) -> [ContentLine] {
        var lines: [ContentLine] = []
        var unfolded: [UInt8] = []
        var unfoldedStart = 0
        var physical = 0

        func finish() throws(ICalendarError) {
            guard !unfolded.isEmpty else { return }
            lines.append(try ContentLineParser.parse(unfolded, line: unfoldedStart))
            unfolded.removeAll(keepingCapacity: true)
        }

        let bytes = Array(text.utf8)
        // A byte order mark, as some Windows apps write one, is not part of the first line.
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            physical += 1
            if physical > maximumLines {
                throw .malformed(line: physical, reason: "more than \(maximumLines) lines")
            }
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let next = end + 1
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = bytes[start..<end]
            start = next
            // A CR ends a line only before its LF: anywhere else it would be kept in a value and
            // written back as a line break (`\n`), another value than the one read.
            if line.contains(UInt8(ascii: "\r")) {
                throw .malformed(line: physical, reason: "a carriage return that does not end the line")
            }

            if let first = line.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
                guard !unfolded.isEmpty else {
                    throw .malformed(line: physical, reason: "a continuation line with no content line before it")
                }
                unfolded.append(contentsOf: line.dropFirst())
            } else {
                try finish()
                guard !line.isEmpty else { continue }
                unfoldedStart = physical
                unfolded.append(contentsOf: line)
            }
            if unfolded.count > maximumLineOctets {
                throw .malformed(line: unfoldedStart, reason: "a content line longer than \(maximumLineOctets) octets")
            }
        }
        try finish()
        return lines
    }
}
