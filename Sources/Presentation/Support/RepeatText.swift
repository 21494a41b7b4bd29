import Entities

/// A repeat in words, for a row's muted line: "Every 3 days", "Weekly on Mon, Thu", "Monthly on
/// the last day", "Yearly, 5 times", "Daily until 31 Dec 2027" — in the catalog's language.
struct RepeatText {
    let strings: StringCatalog
    private let formats: DateFormats

    init(strings: StringCatalog) {
        self.strings = strings
        formats = strings.dateFormats
    }

    /// `rule` in words: its frequency and interval, then its end.
    func text(_ rule: RepeatRule) -> String {
        let every = frequency(rule)
        switch rule.end {
        case .never: return every
        case .afterOccurrences(let count): return strings.plural(.repeatEndCount, count: count, every)
        case .onDate(let date): return strings.string(.repeatEndDate, every, formats.long.format(date, weekdays: formats.weekdays, months: formats.months))
        }
    }

    private func frequency(_ rule: RepeatRule) -> String {
        let interval = rule.interval
        switch rule.frequency {
        case .daily: return strings.plural(.repeatDaily, count: interval)
        case .weekdays: return strings.plural(.repeatWeekdays, count: interval)
        case .weekly(let days, _): return strings.plural(.repeatWeekly, count: interval, dayList(days))
        case .monthly(let day): return strings.plural(.repeatMonthly, count: interval, day)
        case .monthlyOnLastDay: return strings.plural(.repeatMonthlyLastDay, count: interval)
        case .yearly: return strings.plural(.repeatYearly, count: interval)
        }
    }

    /// The days' short names, Monday first: "Mon, Thu".
    private func dayList(_ days: Set<Weekday>) -> String {
        Self.mondayFirst.filter(days.contains).map { formats.weekdays[$0.number] }.joined(separator: ", ")
    }

    /// The days of the week as the form and the texts order them.
    static let mondayFirst: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]
}
