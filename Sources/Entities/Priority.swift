/// How important a reminder is.
public enum Priority: String, Sendable, CaseIterable, Comparable {
    case none, low, medium, high

    /// Its rank, from `none` (0) to `high` (3).
    public var rank: Int {
        switch self {
        case .none: 0
        case .low: 1
        case .medium: 2
        case .high: 3
        }
    }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rank < rhs.rank }
}
