extension ICalendarReader {
    /// The deepest nesting accepted (VCALENDAR › VTIMEZONE › STANDARD is three).
    public static let maximumDepth = 10

    /// The `VCALENDAR` of `text`, its content lines grouped into components by `BEGIN` and `END`.
    /// - Throws: `ICalendarError.malformed` naming the line of an unparsable content line, of an
    ///   `END` that closes nothing or another component, of a `BEGIN` never closed, or of anything
    ///   before or after the one `VCALENDAR`.
    public static func calendar(_ text: String) throws(ICalendarError) -> ICalendarComponent {
        // The open components, innermost last.
        var open: [ICalendarComponent] = []
        var calendar: ICalendarComponent?

        for content in try contentLines(text) {
            let line = content.line
            if calendar != nil { throw .malformed(line: line, reason: "text after the end of the VCALENDAR") }
            switch content.name {
            case "BEGIN":
                let name = content.value.uppercased()
                try checkComponentName(name, line: line)
                if open.isEmpty, name != "VCALENDAR" {
                    throw .malformed(line: line, reason: "BEGIN:\(name) outside a VCALENDAR")
                }
                guard open.count < maximumDepth else {
                    throw .malformed(line: line, reason: "components nested more than \(maximumDepth) deep")
                }
                open.append(ICalendarComponent(name: name, line: line))
            case "END":
                let name = content.value.uppercased()
                guard let innermost = open.popLast() else {
                    throw .malformed(line: line, reason: "END:\(name) with no component open")
                }
                guard innermost.name == name else {
                    throw .malformed(line: line, reason: "END:\(name) closes BEGIN:\(innermost.name) of line \(innermost.line)")
                }
                if open.isEmpty {
                    calendar = innermost
                } else {
                    open[open.count - 1].components.append(innermost)
                }
            default:
                guard !open.isEmpty else {
                    throw .malformed(line: line, reason: "\(content.name) outside a VCALENDAR")
                }
                open[open.count - 1].properties.append(content)
            }
        }
        if let innermost = open.last {
            throw .malformed(line: innermost.line, reason: "BEGIN:\(innermost.name) with no END")
        }
        guard let calendar else { throw .malformed(line: 1, reason: "no VCALENDAR") }
        return calendar
    }

    /// Refuses a component name that is not a name (`BEGIN:` or `BEGIN:V TODO`).
    private static func checkComponentName(_ name: String, line: Int) throws(ICalendarError) {
        let allowed = name.utf8.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
        guard !name.isEmpty, allowed else {
            throw .malformed(line: line, reason: "BEGIN with \"\(name)\", not a component name")
        }
    }
}
