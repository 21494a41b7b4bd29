/// The rule parts of an RFC 5545 `RRULE` value (`FREQ=WEEKLY;BYDAY=MO,TH`), by name, with readers
/// for the value types `RepeatRule` uses. Names and values are case-insensitive, as the RFC says.
struct RRULEParts {
    /// The value of each part, upper-cased.
    private(set) var values: [String: Substring]

    /// The part names `RepeatRule` understands; any other makes a rule unreadable.
    static let known: Set<String> = ["FREQ", "INTERVAL", "COUNT", "UNTIL", "BYDAY", "BYMONTHDAY", "BYMONTH", "BYSETPOS", "WKST"]

    /// Splits `text`, with or without an `RRULE:` prefix; nil for an empty or unknown part, a part
    /// without `=`, or a part named twice.
    init?(_ text: String) {
        var body = Substring(text.uppercased())
        if body.hasPrefix("RRULE:") { body = body.dropFirst(6) }
        values = [:]
        for part in body.split(separator: ";", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, Self.known.contains(String(pair[0])),
                  values.updateValue(pair[1], forKey: String(pair[0])) == nil
            else { return nil }
        }
    }

    /// Whether any of the parts `names` is present.
    func hasAny(_ names: String...) -> Bool {
        names.contains { values[$0] != nil }
    }

    /// A whole number, optionally negative (`15`, `-1`); nil for anything else.
    static func integer(_ text: Substring) -> Int? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : text
        guard (1...4).contains(digits.count), digits.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(digits) else { return nil }
        return text.hasPrefix("-") ? -value : value
    }

    /// A comma-separated list of whole numbers (`28,29,30,31`); nil if any is not one.
    static func integers(_ text: Substring) -> [Int]? {
        var numbers: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = integer(item) else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// A comma-separated list of weekday codes (`MO,TH`); nil for an ordinal (`2MO`) or an unknown code.
    static func weekdays(_ text: Substring) -> Set<Weekday>? {
        var days: Set<Weekday> = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let day = Weekday(rawValue: String(item)) else { return nil }
            days.insert(day)
        }
        return days
    }

    /// The day of a `DATE` (`20270101`) or of a `DATE-TIME`, floating or UTC (`20270101T000000Z`),
    /// whose time is dropped.
    static func date(_ text: Substring) -> LocalDate? {
        let day = text.prefix(8), time = text.dropFirst(8)
        guard day.count == 8, time.isEmpty || isTime(time) else { return nil }
        return LocalDate("\(day.prefix(4))-\(day.dropFirst(4).prefix(2))-\(day.suffix(2))")
    }

    /// Whether `text` is `THHMMSS` with an optional `Z`.
    private static func isTime(_ text: Substring) -> Bool {
        let digits = text.dropFirst().hasSuffix("Z") ? text.dropFirst().dropLast() : text.dropFirst()
        return text.hasPrefix("T") && digits.count == 6 && digits.allSatisfy { ("0"..."9").contains($0) }
    }
}
