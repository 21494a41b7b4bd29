/// A time of day with no time zone (`14:30`), as an HTML time input sends it.
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    /// A valid time of day, or nil.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Parses `HH:MM` (seconds, which some browsers add, are accepted and dropped).
    public init?(_ text: some StringProtocol) {
        // From the text's UTF-8 bytes in place, by concrete code (see `LocalDate.init?(_:)`).
        var text = String(text)
        guard let time = text.withUTF8({ LocalTime(utf8: $0) }) else { return nil }
        self = time
    }

    /// Parses `HH:MM` or `HH:MM:SS` from UTF-8 bytes, as a database hands them over without a `String`.
    public init?(utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.count == 5 || utf8.count == 8, utf8[2] == UInt8(ascii: ":"),
              utf8.count == 5 || utf8[5] == UInt8(ascii: ":"),
              let hour = LocalDate.decimal(utf8[0..<2]), let minute = LocalDate.decimal(utf8[3..<5]),
              utf8.count == 5 || LocalDate.decimal(utf8[6..<8]).map({ $0 <= 59 }) == true
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// `HH:MM`.
    public var description: String {
        // Five ASCII bytes written in place: rows show a due time each, and padding and joining
        // strings cost several allocations per time.
        String(unsafeUninitializedCapacity: 5) { bytes in
            let zero = UInt8(ascii: "0")
            bytes[0] = zero + UInt8(hour / 10)
            bytes[1] = zero + UInt8(hour % 10)
            bytes[2] = UInt8(ascii: ":")
            bytes[3] = zero + UInt8(minute / 10)
            bytes[4] = zero + UInt8(minute % 10)
            return 5
        }
    }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }
}
