/// Writes components as iCalendar text (RFC 5545): CRLF line ends, lines folded at 75 octets.
public enum ICalendarWriter {
    /// The longest line written, in octets, without its CRLF (§3.1).
    public static let maximumLineOctets = 75

    /// `component` and everything nested in it, from its `BEGIN` to its `END`, each line ended by CRLF.
    public static func write(_ component: ICalendarComponent) -> String {
        var text = ""
        append(component, to: &text)
        return text
    }

    /// `line` as written: the name, parameters (quoted when they contain `:`, `;` or `,`), `:`, the
    /// value; folded, each physical line ended by CRLF.
    public static func write(_ line: ContentLine) -> String {
        var unfolded = line.name
        for parameter in line.parameters {
            unfolded += ";" + parameter.name + "=" + parameter.values.map(quoted).joined(separator: ",")
        }
        unfolded += ":" + line.value.filter { $0 != "\r" && $0 != "\n" && $0 != "\r\n" }
        return folded(unfolded)
    }

    /// Appends `component`'s lines to `text`.
    private static func append(_ component: ICalendarComponent, to text: inout String) {
        text += write(ContentLine(name: "BEGIN", value: component.name))
        for property in component.properties { text += write(property) }
        for nested in component.components { append(nested, to: &text) }
        text += write(ContentLine(name: "END", value: component.name))
    }

    /// A parameter value, quoted when it contains `:`, `;` or `,`. A double quote cannot appear in
    /// one (§3.2), nor a line break; each becomes a single quote or a space.
    private static func quoted(_ value: String) -> String {
        let value = String(value.map { character -> Character in
            switch character {
            case "\"": "'"
            case "\r", "\n", "\r\n": " "
            default: character
            }
        })
        return value.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"" + value + "\"" : value
    }

    /// `line` folded into physical lines of at most 75 octets, each continuation starting with a
    /// space, never splitting a UTF-8 sequence; each ended by CRLF.
    static func folded(_ line: String) -> String {
        let bytes = Array(line.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 37 + 2)
        var start = 0
        var room = maximumLineOctets
        while true {
            var end = min(start + room, bytes.count)
            // Back off to the start of a character: UTF-8 continuation bytes are 0b10xxxxxx.
            while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            output.append(contentsOf: bytes[start..<end])
            output.append(contentsOf: [UInt8(ascii: "\r"), UInt8(ascii: "\n")])
            start = end
            guard start < bytes.count else { break }
            output.append(UInt8(ascii: " "))
            room = maximumLineOctets - 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
