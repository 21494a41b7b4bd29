import Domain
import Entities
import Foundation

/// A clock stopped at one instant, with the local day and time it reports for it.
public struct FixedCalendarClock: CalendarClock {
    /// The instant `now()` returns.
    public var date: Date
    /// The day `localNow()` returns.
    public var localDate: LocalDate
    /// The time of day `localNow()` returns.
    public var localTime: LocalTime

    /// A clock at `date` (by default `fixtureDate`) whose local day and time are the given ones
    /// (by default 2026-11-21 at 12:00, `fixtureDate` in UTC).
    public init(date: Date = fixtureDate, localDate: LocalDate = .fixture(), localTime: LocalTime = .fixture()) {
        self.date = date
        self.localDate = localDate
        self.localTime = localTime
    }

    public func now() -> Date { date }

    public func localNow() -> (date: LocalDate, time: LocalTime) { (localDate, localTime) }
}
