import Entities

/// Formats a day with a pattern from the catalog (`EEE d MMM yyyy`), without Foundation's date
/// formatters: one of those costs an ICU formatter per call, which made a list page of 50 rows
/// take milliseconds. Supported: `EEE` (short weekday), `d`/`dd`, `M`/`MM`/`MMM` (short month),
/// `yyyy`; any other character is copied as is.
enum DatePattern {
    /// `date` in `pattern`, with weekday (Sunday first) and month names from the catalog.
    static func format(_ date: LocalDate, pattern: String, weekdays: [String], months: [String]) -> String {
        var output: [UInt8] = []
        let bytes = Array(pattern.utf8)
        var index = 0
        while index < bytes.count {
            let letter = bytes[index]
            var width = 1
            while index + width < bytes.count, bytes[index + width] == letter { width += 1 }
            switch (letter, width) {
            case (UInt8(ascii: "E"), 3...):
                output += (weekdays.indices.contains(date.weekday) ? weekdays[date.weekday] : String(date.weekday)).utf8
            case (UInt8(ascii: "d"), _):
                output += pad(date.day, width).utf8
            case (UInt8(ascii: "M"), 3...):
                output += (months.indices.contains(date.month - 1) ? months[date.month - 1] : String(date.month)).utf8
            case (UInt8(ascii: "M"), _):
                output += pad(date.month, width).utf8
            case (UInt8(ascii: "y"), _):
                output += pad(date.year, max(width, 4)).utf8
            default:
                // Copied byte for byte, so a multi-byte character is whole again once decoded.
                output += bytes[index..<(index + width)]
            }
            index += width
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
