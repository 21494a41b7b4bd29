/// The TEXT value type (RFC 5545 §3.3.11): backslash escapes, and comma-separated lists (CATEGORIES).
public enum ICalendarText {
    /// `text` with `\`, `;`, `,` and line breaks escaped as `\\`, `\;`, `\,` and `\n`.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        // Unicode scalars, not Characters: "\r\n" is one Character but two line-break scalars.
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\r": escaped += "\\n"
            case "\n" where previousWasCR: break
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The text `value` stands for: `\\`, `\;`, `\,`, `\n` and `\N` unescaped; any other backslash
    /// kept as written, as lenient readers do with other apps' files.
    public static func unescape(_ value: some StringProtocol) -> String {
        var text = ""
        text.reserveCapacity(value.utf8.count)
        var pendingBackslash = false
        for scalar in value.unicodeScalars {
            if pendingBackslash {
                pendingBackslash = false
                switch scalar {
                case "n", "N": text += "\n"
                case "\\", ";", ",": text.unicodeScalars.append(scalar)
                default: text += "\\"; text.unicodeScalars.append(scalar)
                }
            } else if scalar == "\\" {
                pendingBackslash = true
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        if pendingBackslash { text += "\\" }
        return text
    }

    /// The texts of a comma-separated list (`FAMILY,FINANCE`), each unescaped; an escaped comma
    /// (`\,`) stays inside its item. An empty value is an empty list.
    public static func list(_ value: String) -> [String] {
        guard !value.isEmpty else { return [] }
        var items: [String] = []
        var current = ""
        var escaped = false
        for scalar in value.unicodeScalars {
            if !escaped && scalar == "," {
                items.append(unescape(current))
                current = ""
                continue
            }
            escaped = !escaped && scalar == "\\"
            current.unicodeScalars.append(scalar)
        }
        items.append(unescape(current))
        return items
    }

    /// `items` escaped and joined by commas, the value of a list property such as CATEGORIES.
    public static func joinedList(_ items: [String]) -> String {
        items.map(escape).joined(separator: ",")
    }
}
