extension StringCatalog {
    /// `format` with its placeholders replaced: `%@`, `%d`, `%ld`, `%lld` take the next argument,
    /// `%1$@` (any specifier) a numbered one, `%%` is a percent sign. An argument that is missing
    /// shows as the placeholder itself, so that a mistake is visible rather than a crash.
    static func format(_ format: String, _ arguments: [any CustomStringConvertible]) -> String {
        // Most texts have no placeholder; every row of a page asks for a few of them.
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        // Placeholders are ASCII, so the text is scanned as UTF-8 bytes, not Characters.
        let bytes = Array(format.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 32)
        var next = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                result.append(bytes[index])
                index += 1
                continue
            }
            let start = index
            index += 1
            var position: Int?
            let digitsStart = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            if index > digitsStart, index < bytes.count, bytes[index] == UInt8(ascii: "$") {
                position = Int(String(decoding: bytes[digitsStart..<index], as: UTF8.self)).map { $0 - 1 }
                index += 1
            } else if index > digitsStart {
                result += bytes[start..<index]
                continue
            }
            while index < bytes.count, bytes[index] == UInt8(ascii: "l") { index += 1 }
            guard index < bytes.count else {
                result += bytes[start...]
                break
            }
            let specifier = bytes[index]
            index += 1
            switch specifier {
            case UInt8(ascii: "%"):
                result.append(UInt8(ascii: "%"))
            case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"):
                let argumentIndex = position ?? next
                if position == nil { next += 1 }
                if arguments.indices.contains(argumentIndex) {
                    result += arguments[argumentIndex].description.utf8
                } else {
                    result += bytes[start..<index]
                }
            default:
                result += bytes[start..<index]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
