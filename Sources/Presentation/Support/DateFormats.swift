import Domain
import Foundation

/// The texts and patterns days are written with, read and parsed once per catalog
/// (`StringCatalog.dateFormats`): a list page writes fifty due dates.
struct DateFormats: Sendable {
    /// Short weekday names, Sunday first.
    let weekdays: [String]
    /// Short month names, January first.
    let months: [String]
    let today: String
    let tomorrow: String
    let yesterday: String
    /// A day of the current year ("Sat 5 Dec").
    let thisYear: DatePattern
    /// A day of another year ("Sat 5 Dec 2027").
    let otherYear: DatePattern
    /// A day written out in full, in sentences ("21 Nov 2026").
    let long: DatePattern
    /// A day with a time of day ("%1$@, %2$@").
    let dayAndTime: TextPattern

    /// Reads the formats with `text`, which gives a key's text with its placeholders left in.
    init(text: (StringKey) -> String) {
        weekdays = text(.weekdayShortNames).split(separator: ",").map(String.init)
        months = text(.monthShortNames).split(separator: ",").map(String.init)
        today = text(.dateToday)
        tomorrow = text(.dateTomorrow)
        yesterday = text(.dateYesterday)
        thisYear = DatePattern(text(.dateFormat))
        otherYear = DatePattern(text(.dateFormatWithYear))
        long = DatePattern(text(.dateLongFormat))
        dayAndTime = TextPattern(text(.dateDayAndTime))
    }
}

extension DateFormats {
    /// The day of `instant` in `timeZone`, written out in full ("6 Dec 2026").
    func day(_ instant: Date, in timeZone: TimeZone) -> String {
        long.format(SystemCalendarClock.local(instant, in: timeZone).date, weekdays: weekdays, months: months)
    }
}
