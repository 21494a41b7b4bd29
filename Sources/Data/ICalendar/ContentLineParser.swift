/// Parses one unfolded content line, `name *(";" param) ":" value` (RFC 5545 §3.1), from its UTF-8 bytes.
struct ContentLineParser {
    /// The line's bytes, without its line break.
    private let bytes: [UInt8]
    /// The physical line the content line starts on, for errors.
    private let line: Int
    /// The next byte to read.
    private var index = 0

    /// The content line in `bytes`, which starts on physical `line`.
    static func parse(_ bytes: [UInt8], line: Int) throws(ICalendarError) -> ContentLine {
        var parser = ContentLineParser(bytes: bytes, line: line)
        return try parser.contentLine()
    }

    /// A parser at the start of `bytes`.
    private init(bytes: [UInt8], line: Int) {
        self.bytes = bytes
        self.line = line
    }

    /// The whole line: the name, the parameters, and the value after the first colon outside quotes.
    private mutating func contentLine() throws(ICalendarError) -> ContentLine {
        let name = try self.name(of: "property", stops: [";", ":"])
        var parameters: [ContentLine.Parameter] = []
        while true {
            guard index < bytes.count else { throw fail("no colon before the value") }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ":") { break }
            guard byte == UInt8(ascii: ";") else { throw fail("a quoted parameter value followed by more than \",\", \";\" or \":\"") }
            parameters.append(try parameter())
        }
        return ContentLine(name: name, parameters: parameters, value: String(decoding: bytes[index...], as: UTF8.self), line: line)
    }

    /// A parameter after its `;`: its name, `=`, and one or more comma-separated values.
    private mutating func parameter() throws(ICalendarError) -> ContentLine.Parameter {
        let name = try self.name(of: "parameter", stops: ["=", ";", ":", ","])
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw fail("no \"=\" after the parameter name \(name)")
        }
        index += 1
        var values: [String] = []
        while true {
            values.append(try parameterValue())
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return .init(name: name, values: values) }
            index += 1
        }
    }

    /// One parameter value, quoted or not; stops before the `,`, `;` or `:` that ends it.
    private mutating func parameterValue() throws(ICalendarError) -> String {
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            let start = index + 1
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else {
                throw fail("a parameter value whose quote is never closed")
            }
            index = end + 1
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        let start = index
        while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":")].contains(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\"") { throw fail("a quote inside an unquoted parameter value") }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A property or parameter name, uppercased: one or more of `A-Z a-z 0-9 -`, ended by one of
    /// `stops` or the end of the line (which the caller reports).
    private mutating func name(of kind: String, stops: [Character]) throws(ICalendarError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        if index < bytes.count, !stops.contains(where: { $0.asciiValue == bytes[index] }) {
            throw fail("a \(kind) name with a character other than A-Z, a-z, 0-9 and \"-\"")
        }
        guard index > start else { throw fail("an empty \(kind) name") }
        return String(decoding: bytes[start..<index], as: UTF8.self).uppercased()
    }

    /// Whether `byte` may appear in a name (`iana-token` and `x-name`, §3.1).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// The error for this content line.
    private func fail(_ reason: String) -> ICalendarError {
        .malformed(line: line, reason: reason)
    }
}
