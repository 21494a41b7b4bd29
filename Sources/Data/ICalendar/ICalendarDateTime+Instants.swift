import Entities
import Foundation

extension ICalendarDateTime {
    /// The UTC DATE-TIME of `instant` to the second, a fraction dropped; nil outside the years 1 to 9999.
    init?(utc instant: Date) {
        let parts = Self.calendar(in: .gmt).dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
        )
        guard let year = parts.year, let month = parts.month, let day = parts.day,
              let date = LocalDate(year: year, month: month, day: day),
              let time = Time(hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0)
        else { return nil }
        self.init(date: date, time: time, isUTC: true)
    }

    /// The value of the wall-clock `due`: a DATE for a day alone, else a floating DATE-TIME (a due
    /// time is a wall-clock time, not an instant).
    init(floating due: DueDate) {
        self.init(date: due.date, time: due.time.flatMap { Time(hour: $0.hour, minute: $0.minute) })
    }

    /// The instant a UTC DATE-TIME names; nil for a DATE, a floating time, or one with only a `TZID`.
    var utcInstant: Date? {
        guard isUTC, let time else { return nil }
        return Self.calendar(in: .gmt).date(from: components(of: time))
    }

    /// The wall-clock due date this value is for someone in `timeZone`, to the minute; nil when that
    /// falls outside the years 1 to 9999.
    ///
    /// A DATE is that day, and a floating time that wall-clock time. A UTC time, or one with a `TZID`
    /// Foundation knows, is an instant, shown in `timeZone` (unchanged when it is the same zone, so
    /// that a wall-clock time a daylight-saving change skips still reads back as written). A `TZID`
    /// Foundation does not know (Outlook's `W. Europe Standard Time`) is taken as floating: the time
    /// as written is the best guess without parsing the file's VTIMEZONE rules.
    func dueDate(in timeZone: TimeZone) -> DueDate? {
        guard let time else { return DueDate(date: date) }
        let zone = isUTC ? TimeZone.gmt : tzid.flatMap(Self.knownTimeZone(named:))
        guard let zone, zone.identifier != timeZone.identifier else {
            return DueDate(date: date, time: LocalTime(hour: time.hour, minute: time.minute))
        }
        guard let instant = Self.calendar(in: zone).date(from: components(of: time)) else { return nil }
        let parts = Self.calendar(in: timeZone).dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
              let date = LocalDate(year: year, month: month, day: day)
        else { return nil }
        return DueDate(date: date, time: LocalTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0))
    }

    /// The zone a `TZID` names: an IANA name (`Europe/Berlin`), or one behind a prefix such as
    /// Mozilla's older `/mozilla.org/20050126_1/Europe/Berlin`; nil for any other name.
    static func knownTimeZone(named tzid: String) -> TimeZone? {
        var path = tzid.split(separator: "/")[...]
        while !path.isEmpty {
            if let zone = TimeZone(identifier: path.joined(separator: "/")) { return zone }
            path = path.dropFirst()
        }
        return nil
    }

    /// The day and `time` of this value, as Foundation counts them.
    private func components(of time: Time) -> DateComponents {
        DateComponents(year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute, second: time.second)
    }

    /// A Gregorian calendar in `zone`.
    private static func calendar(in zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }
}
