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
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hour = Int(parts[0]), let minute = Int(parts[1]),
              parts.count == 2 || Int(parts[2])! <= 59
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// `HH:MM`.
    public var description: String { "\(LocalDate.pad(hour, 2)):\(LocalDate.pad(minute, 2))" }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }
}
