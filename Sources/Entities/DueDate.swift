/// When a reminder is due: a day, and optionally a time that day (both in the user's time zone).
public struct DueDate: Sendable, Hashable, Comparable {
    public var date: LocalDate
    public var time: LocalTime?

    /// Creates a due date.
    public init(date: LocalDate, time: LocalTime? = nil) {
        self.date = date
        self.time = time
    }

    /// Whether this due date has passed at `now`: an earlier day, or today at an earlier time.
    /// A reminder due today without a time is not overdue until the day is over.
    public func isPast(today: LocalDate, now: LocalTime) -> Bool {
        if date != today { return date < today }
        guard let time else { return false }
        return time < now
    }

    /// Earlier first; on the same day, one without a time comes first.
    public static func < (lhs: DueDate, rhs: DueDate) -> Bool {
        if lhs.date != rhs.date { return lhs.date < rhs.date }
        switch (lhs.time, rhs.time) {
        case (nil, .some): return true
        case (.some(let left), .some(let right)): return left < right
        default: return false
        }
    }
}
