/// How a reminder repeats: every `interval` days, weeks (on weekdays, or on chosen days), months or
/// years, until an `end`. Occurrences are local days: a due time stays the same wall-clock time,
/// whatever daylight-saving change lies between two occurrences.
///
/// The rule is anchored on the reminder's first due date: intervals count from its day, week or
/// month, and a yearly rule repeats its month and day.
///
/// **Month ends are clamped**, as Apple Reminders and Todoist do: monthly on the 31st falls on the
/// last day of a shorter month (30 April, 28 or 29 February) and returns to the 31st in the next long
/// month; yearly from 29 February falls on 28 February in common years and on the 29th in leap years.
/// No month is skipped. (RFC 5545 alone would skip such months; `rrule(firstDate:)` writes the
/// `BYSETPOS=-1` form that means the clamp.)
public struct RepeatRule: Sendable, Hashable {
    /// What repeats, before the interval is applied.
    public enum Frequency: Sendable, Hashable {
        /// Every day.
        case daily
        /// Monday to Friday (the interval counts weeks).
        case weekdays
        /// On the given days of the week; `weekStart` decides which days share a week when the
        /// interval skips weeks (RFC 5545's `WKST`, Monday unless said).
        case weekly(on: Set<Weekday>, weekStart: WeekStart = .monday)
        /// On day `day` (1…31) of the month, clamped to the month's last day.
        case monthly(day: Int)
        /// On the last day of the month.
        case monthlyOnLastDay
        /// On the first due date's month and day, 29 February clamped to the 28th in common years.
        case yearly
    }

    /// When a repeat stops.
    public enum End: Sendable, Hashable {
        /// Never (until the reminder is deleted).
        case never
        /// After this many occurrences, the first due date counted (RFC 5545's `COUNT`).
        case afterOccurrences(Int)
        /// On this day: an occurrence on it is the last (RFC 5545's `UNTIL`, inclusive).
        case onDate(LocalDate)
    }

    /// What repeats.
    public var frequency: Frequency
    /// Every how many days, weeks, months or years, from 1 to 999.
    public var interval: Int
    /// When the repeat stops.
    public var end: End

    /// The intervals a rule may have.
    public static let intervals = 1...999
    /// The days of the month a monthly rule may name.
    public static let monthDays = 1...31

    /// Creates a rule; `validated(firstDate:)` says whether it is a valid one.
    public init(_ frequency: Frequency, every interval: Int = 1, end: End = .never) {
        self.frequency = frequency
        self.interval = interval
        self.end = end
    }

    /// The rule if it is valid for a reminder first due on `firstDate`, or what is wrong with it:
    /// an interval outside 1…999, a month day outside 1…31 or an occurrence count below 1 is
    /// `.malformed`, a weekly rule without a weekday `.empty`, an end date before the first due date
    /// `.endsBeforeStart`.
    public func validated(firstDate: LocalDate) -> Result<RepeatRule, ValidationIssue> {
        guard Self.intervals.contains(interval) else { return .failure(.malformed) }
        switch frequency {
        case .weekly(let days, _) where days.isEmpty: return .failure(.empty)
        case .monthly(let day) where !Self.monthDays.contains(day): return .failure(.malformed)
        default: break
        }
        switch end {
        case .afterOccurrences(let count) where count < 1: return .failure(.malformed)
        case .onDate(let until) where until < firstDate: return .failure(.endsBeforeStart)
        default: return .success(self)
        }
    }
}
