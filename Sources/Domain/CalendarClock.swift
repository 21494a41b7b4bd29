import Entities
import Foundation

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

    /// A clock in `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        calendar = SystemCalendarClock.calendar(in: timeZone)
    }

    public func now() -> Date { Date() }

    public func localNow() -> (date: LocalDate, time: LocalTime) {
        SystemCalendarClock.local(now(), calendar: calendar)
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
