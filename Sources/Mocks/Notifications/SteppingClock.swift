import Domain
import Entities
import Foundation
import Synchronization

/// A clock a test moves by hand: it reads `now` until told otherwise, and its local day and time
/// follow from its time zone (unlike `FixedCalendarClock`'s, which are given).
public final class SteppingClock: CalendarClock, Sendable {
    private let instant: Mutex<Date>
    public let timeZone: TimeZone

    /// A clock at `start`, in `timeZone` (UTC by default).
    public init(_ start: Date = fixtureDate, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        instant = Mutex(start)
        self.timeZone = timeZone
    }

    public func now() -> Date { instant.withLock { $0 } }

    public func localNow() -> (date: LocalDate, time: LocalTime) {
        SystemCalendarClock.local(now(), in: timeZone)
    }

    /// Moves the clock to `date`.
    public func set(_ date: Date) {
        instant.withLock { $0 = date }
    }

    /// Moves the clock on by `seconds`.
    public func advance(by seconds: TimeInterval) {
        instant.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
