import Domain
import Entities
import Foundation

/// A clock that always reads the same instant, in a fixed time zone.
public struct FixedCalendarClock: CalendarClock {
    /// The instant it reads.
    public var instant: Date
    /// The user's time zone.
    public var timeZone: TimeZone

    /// A clock stopped at `instant` (2026-11-21 12:00 UTC by default) in `timeZone` (UTC by default).
    public init(now instant: Date = fixtureDate, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        self.instant = instant
        self.timeZone = timeZone
    }

    /// The fixed instant.
    public func now() -> Date { instant }

    /// The fixed instant as a day and time in `timeZone`.
    public func localNow() -> (date: LocalDate, time: LocalTime) {
        SystemCalendarClock.local(instant, in: timeZone)
    }
}
