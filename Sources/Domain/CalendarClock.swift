import Entities
import Foundation
import Synchronization

/// The current time, and the current day and time of day in the user's time zone.
public protocol CalendarClock: Sendable {
    /// The current instant.
    func now() -> Date
    /// `now()` as a day and time of day in the user's time zone.
    func localNow() -> (date: LocalDate, time: LocalTime)
    /// The user's time zone, in which `localNow()` reads the clock and instants are shown.
    var timeZone: TimeZone { get }
}

/// A clock the use cases and ViewModels get injected.
public protocol HasCalendarClock {
    var calendarClock: any CalendarClock { get }
}

/// The system clock, read in a fixed time zone.
public struct SystemCalendarClock: CalendarClock {
    /// The user's time zone.
    public let timeZone: TimeZone

    /// The Gregorian calendar in `timeZone`, made once: every page asks for the current day.
    private let calendar: Calendar
    /// The instant source: the system's, or a test's.
    private let instant: @Sendable () -> Date
    /// The last minute read, with its day and time of day.
    private let lastMinute = LastMinute()
    /// The clocks of other zones made from this one, shared by its copies and theirs.
    private let zones: ZonedClocks

    /// A clock in `timeZone`.
    public init(timeZone: TimeZone) {
        self.init(timeZone: timeZone, instant: { Date() })
    }

    /// A clock in `timeZone` that reads `start` now and runs on from it as the system's does:
    /// the app run at a chosen moment (end-to-end tests, whose dates cannot then change under
    /// them at midnight).
    public init(timeZone: TimeZone, startingAt start: Date) {
        let origin = ContinuousClock.now
        self.init(timeZone: timeZone, instant: {
            let elapsed = (ContinuousClock.now - origin).components
            return start.addingTimeInterval(TimeInterval(elapsed.seconds) + TimeInterval(elapsed.attoseconds) / 1e18)
        })
    }

    /// A clock in `timeZone` reading `instant` (tests give instants of their own).
    init(timeZone: TimeZone, instant: @escaping @Sendable () -> Date) {
        self.init(timeZone: timeZone, instant: instant, zones: ZonedClocks())
    }

    private init(timeZone: TimeZone, instant: @escaping @Sendable () -> Date, zones: ZonedClocks) {
        self.timeZone = timeZone
        self.instant = instant
        self.zones = zones
        calendar = SystemCalendarClock.calendar(in: timeZone)
    }

    /// The cache of its minute's reading, to tell in tests whether two clocks share one.
    var cacheIdentity: AnyObject { lastMinute }

    /// The same instants read in the time zone named `name` (a person's setting); this clock
    /// itself for nil or a name it does not know. Made once per zone and kept, so that each
    /// keeps its minute's reading across requests.
    public func zoned(_ name: String?) -> SystemCalendarClock {
        guard let name, name != timeZone.identifier, let zone = TimeZone(identifier: name) else { return self }
        return zones.clock(named: name) {
            SystemCalendarClock(timeZone: zone, instant: instant, zones: zones)
        }
    }

    public func now() -> Date { instant() }

    /// Read from the calendar once a minute: time zone offsets are whole minutes and change on a
    /// minute, so every instant of a minute has the same day and time of day, and the calendar's
    /// reading took about 1% of the list page's CPU when made for every request.
    public func localNow() -> (date: LocalDate, time: LocalTime) {
        let now = now()
        let minute = Int64((now.timeIntervalSince1970 / 60).rounded(.down))
        if let known = lastMinute.local(in: minute) { return known }
        let local = SystemCalendarClock.local(now, calendar: calendar)
        lastMinute.remember(local, for: minute)
        return local
    }

    /// `date` as a day and time of day in `timeZone`.
    public static func local(_ date: Date, in timeZone: TimeZone) -> (date: LocalDate, time: LocalTime) {
        local(date, calendar: calendar(in: timeZone))
    }

    private static func calendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private static func local(_ date: Date, calendar: Calendar) -> (date: LocalDate, time: LocalTime) {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        // Components of a Gregorian date are always a valid day and time.
        return (LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!,
                LocalTime(hour: parts.hour!, minute: parts.minute!)!)
    }
}

/// The clocks of the zones people chose, by name, made from one clock (and sharing its instants).
private final class ZonedClocks: Sendable {
    private let clocks = Mutex<[String: SystemCalendarClock]>([:])

    /// The clock of `name`, made by `make` the first time.
    func clock(named name: String, make: () -> SystemCalendarClock) -> SystemCalendarClock {
        clocks.withLock { clocks in
            if let clock = clocks[name] { return clock }
            let clock = make()
            clocks[name] = clock
            return clock
        }
    }
}

/// The day and time of day of the minute a clock read last, shared by the clock's copies.
private final class LastMinute: Sendable {
    private let last = Mutex<(minute: Int64, date: LocalDate, time: LocalTime)?>(nil)

    /// The day and time of `minute` (minutes since 1970, UTC) if it is the one remembered.
    func local(in minute: Int64) -> (date: LocalDate, time: LocalTime)? {
        last.withLock { last in
            guard let last, last.minute == minute else { return nil }
            return (last.date, last.time)
        }
    }

    func remember(_ local: (date: LocalDate, time: LocalTime), for minute: Int64) {
        last.withLock { $0 = (minute, local.date, local.time) }
    }
}
