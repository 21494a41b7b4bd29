/// A calendar day with no time zone (`2026-12-05`), as an HTML date input sends it.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// A valid calendar day, or nil (`2026-02-30` is nil).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...LocalDate.daysInMonth(month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`; nil for any other text or an impossible day.
    public init?(_ text: some StringProtocol) {
        // From the text's UTF-8 bytes in place, by concrete code: every list page parses fifty of
        // these, and Character-level splitting, then an array per parse, then generic collection
        // code called through witness tables each showed up in its profile.
        var text = String(text)
        guard let date = text.withUTF8({ LocalDate(utf8: $0) }) else { return nil }
        self = date
    }

    /// Parses `YYYY-MM-DD` from UTF-8 bytes, as a database hands them over without a `String`.
    public init?(utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
              let year = Self.decimal(utf8[0..<4]), let month = Self.decimal(utf8[5..<7]), let day = Self.decimal(utf8[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The value of ASCII decimal digits, or nil if any byte is not one.
    static func decimal(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        "\(LocalDate.pad(year, 4))-\(LocalDate.pad(month, 2))-\(LocalDate.pad(day, 2))"
    }

    /// The day of the week, from 0 (Sunday) to 6 (Saturday), in the proleptic Gregorian calendar.
    public var weekday: Int {
        // Sakamoto's method: March-based years make the leap day the year's last.
        let monthOffsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let shiftedYear = month < 3 ? year - 1 : year
        return (shiftedYear + shiftedYear / 4 - shiftedYear / 100 + shiftedYear / 400 + monthOffsets[month - 1] + day) % 7
    }

    /// The next calendar day.
    public var next: LocalDate {
        if day < LocalDate.daysInMonth(month, of: year) { return LocalDate(unchecked: year, month, day + 1) }
        if month < 12 { return LocalDate(unchecked: year, month + 1, 1) }
        return LocalDate(unchecked: year + 1, 1, 1)
    }

    /// The previous calendar day.
    public var previous: LocalDate { adding(days: -1) }

    /// The day `days` after this one (before it when negative).
    public func adding(days: Int) -> LocalDate {
        LocalDate(dayNumber: dayNumber + days)
    }

    /// Days since 1970-01-01 (negative before it), by Howard Hinnant's `days_from_civil`.
    var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `dayNumber` days after 1970-01-01, by Howard Hinnant's `civil_from_days`.
    init(dayNumber: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(unchecked: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}
