import Domain
import Entities
import Foundation

/// Days, due dates and instants as people read them, relative to the clock's current day.
struct DateTexts {
    let strings: StringCatalog
    let today: LocalDate
    let now: LocalTime
    let timeZone: TimeZone
    private let weekdays: [String]
    private let months: [String]
    // Looked up once per request rather than once per row.
    private let tomorrow: LocalDate
    private let todayText: String
    private let tomorrowText: String
    private let yesterdayText: String
    private let thisYearPattern: String
    private let otherYearPattern: String
    private let dayAndTimePattern: String

    init(strings: StringCatalog, clock: any CalendarClock) {
        self.strings = strings
        (today, now) = clock.localNow()
        timeZone = clock.timeZone
        weekdays = strings[.weekdayShortNames].split(separator: ",").map(String.init)
        months = strings[.monthShortNames].split(separator: ",").map(String.init)
        tomorrow = today.next
        todayText = strings[.dateToday]
        tomorrowText = strings[.dateTomorrow]
        yesterdayText = strings[.dateYesterday]
        thisYearPattern = strings[.dateFormat]
        otherYearPattern = strings[.dateFormatWithYear]
        dayAndTimePattern = strings.pattern(.dateDayAndTime)
    }

    /// "Today", "Tomorrow", "Yesterday", else "Sat 5 Dec" (with the year when it is not this year's).
    func day(_ date: LocalDate) -> String {
        if date == today { return todayText }
        if date == tomorrow { return tomorrowText }
        if date.next == today { return yesterdayText }
        return format(date, pattern: date.year == today.year ? thisYearPattern : otherYearPattern)
    }

    /// The day, and ", 14:30" when there is a time.
    func due(_ due: DueDate) -> String {
        guard let time = due.time else { return day(due.date) }
        return StringCatalog.format(dayAndTimePattern, [day(due.date), time.description])
    }

    /// `key`'s text ("Completed %1$@ at %2$@") with the day ("21 Nov 2026") and time of `instant`
    /// in the user's time zone.
    func instant(_ instant: Date, _ key: StringKey) -> String {
        let local = SystemCalendarClock.local(instant, in: timeZone)
        return strings.string(key, format(local.date, pattern: strings[.dateLongFormat]), local.time.description)
    }

    private func format(_ date: LocalDate, pattern: String) -> String {
        DatePattern.format(date, pattern: pattern, weekdays: weekdays, months: months)
    }
}
