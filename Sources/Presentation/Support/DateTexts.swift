import Domain
import Entities
import Foundation

/// Days, due dates and instants as people read them, relative to the clock's current day.
struct DateTexts {
    let strings: StringCatalog
    let today: LocalDate
    let now: LocalTime
    let timeZone: TimeZone
    private let formats: DateFormats
    private let tomorrow: LocalDate

    init(strings: StringCatalog, clock: any CalendarClock) {
        self.strings = strings
        (today, now) = clock.localNow()
        timeZone = clock.timeZone
        formats = strings.dateFormats
        tomorrow = today.next
    }

    /// "Today", "Tomorrow", "Yesterday", else "Sat 5 Dec" (with the year when it is not this year's).
    func day(_ date: LocalDate) -> String {
        if date == today { return formats.today }
        if date == tomorrow { return formats.tomorrow }
        if date.next == today { return formats.yesterday }
        return calendarDay(date)
    }

    /// "Sat 5 Dec" (with the year when it is not this year's), never "Today" or "Tomorrow":
    /// the first day of a week in a heading.
    func calendarDay(_ date: LocalDate) -> String {
        format(date, date.year == today.year ? formats.thisYear : formats.otherYear)
    }

    /// The day, and ", 14:30" when there is a time.
    func due(_ due: DueDate) -> String {
        guard let time = due.time else { return day(due.date) }
        return formats.dayAndTime.filled(day(due.date), time.description)
    }

    /// `key`'s text ("Completed %1$@ at %2$@") with the day ("21 Nov 2026") and time of `instant`
    /// in the user's time zone.
    func instant(_ instant: Date, _ key: StringKey) -> String {
        let local = SystemCalendarClock.local(instant, in: timeZone)
        return strings.string(key, format(local.date, formats.long), local.time.description)
    }

    private func format(_ date: LocalDate, _ pattern: DatePattern) -> String {
        pattern.format(date, weekdays: formats.weekdays, months: formats.months)
    }
}
