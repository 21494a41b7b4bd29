import Entities

/// A day's pattern from the catalog (`EEE d MMM yyyy`), read once and then used to format many
/// days, without Foundation's date formatters: one of those costs an ICU formatter per call, which
/// made a list page of 50 rows take milliseconds. Supported: `EEE` (short weekday), `d`/`dd`,
/// `M`/`MM`/`MMM` (short month), `yyyy`; any other character is copied as is.
struct DatePattern: Sendable, Equatable {
    /// A run of the pattern: text to copy, or a field of the day.
    enum Part: Sendable, Equatable {
        case text(String)
        case weekdayName
        case day(width: Int)
        case monthName
        case month(width: Int)
        case year(width: Int)
    }

    let parts: [Part]

    /// Reads `pattern` into its parts.
    init(_ pattern: String) {
        var parts: [Part] = []
        var text: [UInt8] = []
        let bytes = Array(pattern.utf8)
        var index = 0
        while index < bytes.count {
            let letter = bytes[index]
            var width = 1
            while index + width < bytes.count, bytes[index + width] == letter { width += 1 }
            let field: Part? = switch (letter, width) {
            case (UInt8(ascii: "E"), 3...): .weekdayName
            case (UInt8(ascii: "d"), _): .day(width: width)
            case (UInt8(ascii: "M"), 3...): .monthName
            case (UInt8(ascii: "M"), _): .month(width: width)
            case (UInt8(ascii: "y"), _): .year(width: max(width, 4))
            default: nil
            }
            if let field {
                if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
                text.removeAll()
                parts.append(field)
            } else {
                // Copied byte for byte, so a multi-byte character is whole again once decoded.
                text += bytes[index..<(index + width)]
            }
            index += width
        }
        if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
        self.parts = parts
    }

    /// `date` in this pattern, with weekday (Sunday first) and month names from the catalog;
    /// a missing name falls back to the number.
    func format(_ date: LocalDate, weekdays: [String], months: [String]) -> String {
        // No reserved capacity: most days ("Sat 5 Dec") fit in a small string's 15 bytes, which
        // needs no allocation, and reserving forced one per day formatted (50 per list page).
        var output = ""
        for part in parts {
            switch part {
            case .text(let text): output += text
            case .weekdayName: output += weekdays.indices.contains(date.weekday) ? weekdays[date.weekday] : String(date.weekday)
            case .day(let width): Self.append(date.day, width: width, to: &output)
            case .monthName: output += months.indices.contains(date.month - 1) ? months[date.month - 1] : String(date.month)
            case .month(let width): Self.append(date.month, width: width, to: &output)
            case .year(let width): Self.append(date.year, width: width, to: &output)
            }
        }
        return output
    }

    /// Appends `value` in decimal, with leading zeros up to `width` digits.
    private static func append(_ value: Int, width: Int, to output: inout String) {
        let digits = String(value)
        for _ in 0..<max(0, width - digits.utf8.count) { output += "0" }
        output += digits
    }
}
