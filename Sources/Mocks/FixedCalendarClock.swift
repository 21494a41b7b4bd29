import Domain
import Entities
import Foundation

/// A clock stopped at one instant, with the local day and time it reports for it and the user's
/// time zone.
///
/// The same shape as the `FixedCalendarClock` on main (`date`, `localDate`, `localTime`), plus
/// `timeZone`, which `CalendarClock` now asks for; the local day and time are given, not derived
/// from the time zone, so that a test can set each on its own.
public struct FixedCalendarClock: CalendarClock {
    /// The instant `now()` returns.
    public var date: Date
    /// The day `localNow()` returns.
    public var localDate: LocalDate
    /// The time of day `localNow()` returns.
    public var localTime: LocalTime
    /// The user's time zone, in which instants are shown.
    public var timeZone: TimeZone

    /// A clock at `date` (by default `fixtureDate`) whose local day and time are the given ones
    /// (by default 2026-11-21 at 12:00, `fixtureDate` in UTC), in `timeZone` (UTC by default).
    public init(
        date: Date = fixtureDate, localDate: LocalDate = .fixture(), localTime: LocalTime = .fixture(),
        timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) {
        self.date = date
        self.localDate = localDate
        self.localTime = localTime
        self.timeZone = timeZone
    }

    /// The fixed instant.
    public func now() -> Date { date }

    /// The fixed local day and time.
    public func localNow() -> (date: LocalDate, time: LocalTime) { (localDate, localTime) }
}
