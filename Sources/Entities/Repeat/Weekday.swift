/// A day of the week, whose raw value is RFC 5545's two-letter code (`MO`), as `BYDAY` and `WKST`
/// write it.
public enum Weekday: String, Sendable, Hashable, CaseIterable {
    case sunday = "SU", monday = "MO", tuesday = "TU", wednesday = "WE", thursday = "TH", friday = "FR", saturday = "SA"

    /// Monday to Friday.
    public static let workdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]

    /// The weekday `date` falls on.
    public init(of date: LocalDate) {
        self = Weekday.allCases[date.weekday]
    }

    /// From 0 (Sunday) to 6 (Saturday), as `LocalDate.weekday` counts.
    public var number: Int {
        switch self {
        case .sunday: 0
        case .monday: 1
        case .tuesday: 2
        case .wednesday: 3
        case .thursday: 4
        case .friday: 5
        case .saturday: 6
        }
    }
}
