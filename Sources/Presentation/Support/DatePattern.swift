import Entities

/// Formats a day with a pattern from the catalog (`EEE d MMM yyyy`), without Foundation's date
/// formatters: one of those costs an ICU formatter per call, which made a list page of 50 rows
/// take milliseconds. Supported: `EEE` (short weekday), `d`/`dd`, `M`/`MM`/`MMM` (short month),
/// `yyyy`; any other character is copied as is.
enum DatePattern {
    /// `date` in `pattern`, with weekday (Sunday first) and month names from the catalog.
    static func format(_ date: LocalDate, pattern: String, weekdays: [String], months: [String]) -> String {
        var output = ""
        var characters = pattern[...]
        while let letter = characters.first {
            let run = characters.prefix { $0 == letter }
            characters = characters.dropFirst(run.count)
            switch (letter, run.count) {
            case ("E", 3...):
                output += weekdays.indices.contains(date.weekday) ? weekdays[date.weekday] : String(date.weekday)
            case ("d", let width):
                output += pad(date.day, width)
            case ("M", 3...):
                output += months.indices.contains(date.month - 1) ? months[date.month - 1] : String(date.month)
            case ("M", let width):
                output += pad(date.month, width)
            case ("y", let width):
                output += pad(date.year, max(width, 4))
            default:
                output += run
            }
        }
        return output
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
