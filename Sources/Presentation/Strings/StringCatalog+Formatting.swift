extension StringCatalog {
    /// `format` with its placeholders replaced: `%@`, `%d`, `%ld`, `%lld` take the next argument,
    /// `%1$@` (any specifier) a numbered one, `%%` is a percent sign. An argument that is missing
    /// shows as the placeholder itself, so that a mistake is visible rather than a crash.
    static func format(_ format: String, _ arguments: [any CustomStringConvertible]) -> String {
        // Most texts have no placeholder; every row of a page asks for a few of them.
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        var result = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                result.append(character)
                index = format.index(after: index)
                continue
            }
            let start = index
            index = format.index(after: index)
            var position: Int?
            var digits = ""
            while index < format.endIndex, format[index].isASCII, format[index].isNumber {
                digits.append(format[index])
                index = format.index(after: index)
            }
            if !digits.isEmpty, index < format.endIndex, format[index] == "$" {
                position = Int(digits).map { $0 - 1 }
                index = format.index(after: index)
            } else if !digits.isEmpty {
                result += format[start..<index]
                continue
            }
            while index < format.endIndex, format[index] == "l" { index = format.index(after: index) }
            guard index < format.endIndex else {
                result += format[start...]
                break
            }
            let specifier = format[index]
            index = format.index(after: index)
            switch specifier {
            case "%":
                result.append("%")
            case "@", "d", "i", "u":
                let argumentIndex = position ?? next
                if position == nil { next += 1 }
                if arguments.indices.contains(argumentIndex) {
                    result += arguments[argumentIndex].description
                } else {
                    result += format[start..<index]
                }
            default:
                result += format[start..<index]
            }
        }
        return result
    }
}
