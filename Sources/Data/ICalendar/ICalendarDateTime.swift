import Entities

/// A DATE (`20261121`) or DATE-TIME (`20261121T090000`, `…Z`) value (RFC 5545 §3.3.4, §3.3.5),
/// with the `TZID` it was given in, if any, kept as written.
public struct ICalendarDateTime: Sendable, Hashable {
    /// A time of day to the second, as DATE-TIME writes it (`090000`).
    public struct Time: Sendable, Hashable {
        /// 0 to 23.
        public var hour: Int
        /// 0 to 59.
        public var minute: Int
        /// 0 to 60 (a leap second is allowed, §3.3.12).
        public var second: Int

        /// A valid time of day, or nil.
        public init?(hour: Int, minute: Int, second: Int = 0) {
            guard (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second) else { return nil }
            self.hour = hour
            self.minute = minute
            self.second = second
        }
    }

    /// The calendar day.
    public var date: LocalDate
    /// The time of day; nil for a DATE.
    public var time: Time?
    /// Whether the time is in UTC (written with a trailing `Z`); false for a DATE.
    public var isUTC: Bool
    /// The `TZID` parameter as given (`Europe/Berlin`, `/mozilla.org/…`); nil for floating or UTC times.
    public var tzid: String?

    /// A DATE (without `time`) or DATE-TIME value.
    public init(date: LocalDate, time: Time? = nil, isUTC: Bool = false, tzid: String? = nil) {
        self.date = date
        self.time = time
        self.isUTC = time != nil && isUTC
        self.tzid = tzid
    }

    /// The value of `text` (`20261121`, `20261121T090000`, `20261121T090000Z`) with `tzid`, or nil
    /// when it is neither form or names an impossible day or time.
    public init?(_ text: String, tzid: String? = nil) {
        let bytes = Array(text.utf8)
        guard bytes.count == 8 || bytes.count == 15 || bytes.count == 16,
              let year = Self.decimal(bytes[0..<4]), let month = Self.decimal(bytes[4..<6]), let day = Self.decimal(bytes[6..<8]),
              let date = LocalDate(year: year, month: month, day: day)
        else { return nil }
        guard bytes.count > 8 else {
            self.init(date: date, tzid: tzid)
            return
        }
        guard bytes[8] == UInt8(ascii: "T"), bytes.count == 15 || bytes[15] == UInt8(ascii: "Z"),
              let hour = Self.decimal(bytes[9..<11]), let minute = Self.decimal(bytes[11..<13]),
              let second = Self.decimal(bytes[13..<15]), let time = Time(hour: hour, minute: minute, second: second)
        else { return nil }
        // A UTC time with a TZID is contradictory (§3.2.19); keep both as given, for the caller to judge.
        self.init(date: date, time: time, isUTC: bytes.count == 16, tzid: tzid)
    }

    /// The value of a DTSTART, DUE, COMPLETED, … `property`, with its `TZID`; nil when its value is
    /// not a DATE or DATE-TIME, or does not match its `VALUE=DATE` / `VALUE=DATE-TIME` parameter.
    public init?(_ property: ContentLine) {
        guard let value = ICalendarDateTime(property.value, tzid: property.parameter("TZID")?.first) else { return nil }
        switch property.parameter("VALUE")?.first?.uppercased() {
        case "DATE" where value.time != nil, "DATE-TIME" where value.time == nil: return nil
        default: self = value
        }
    }

    /// The value as written: `20261121`, `20261121T090000` or `20261121T090000Z`.
    public var text: String {
        let day = Self.pad(date.year, 4) + Self.pad(date.month, 2) + Self.pad(date.day, 2)
        guard let time else { return day }
        return day + "T" + Self.pad(time.hour, 2) + Self.pad(time.minute, 2) + Self.pad(time.second, 2) + (isUTC ? "Z" : "")
    }

    /// A content line `name` with this value, and `VALUE=DATE` or `TZID` parameters as it needs.
    public func contentLine(name: String) -> ContentLine {
        var parameters: [ContentLine.Parameter] = []
        if time == nil { parameters.append(.init(name: "VALUE", values: ["DATE"])) }
        if let tzid { parameters.append(.init(name: "TZID", values: [tzid])) }
        return ContentLine(name: name, parameters: parameters, value: text)
    }

    /// The value of ASCII decimal digits, or nil if any byte is not one.
    private static func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// `value` with leading zeros to `width` digits.
    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
