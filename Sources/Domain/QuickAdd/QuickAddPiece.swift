import Entities

/// What one recognised phrase says, before it is resolved against the clock.
enum QuickAddPiece: Equatable {
    /// A day.
    case day(Day)
    /// A time of day (`9am`, `21:00`, `um 9 Uhr`).
    case time(LocalTime)
    /// A part of a day (`morning`, `abends`): a time that needs a day said beside it.
    case dayPart(LocalTime)
    /// A day and its time in one word (`tonight`).
    case dayAndTime(Day, LocalTime)
    /// A while from now (`in 2 hours`): a day and a time.
    case later(minutes: Int)
    /// A repeat.
    case repeats(Repeat)
    /// A priority.
    case priority(Priority)
    /// A tag.
    case tag(Tag)
    /// A list of the person's, as spelled.
    case list(String)

    /// A day, as said.
    enum Day: Equatable {
        /// Today plus this many days (`today`, `tomorrow`, `in 3 days`, `in 2 weeks`).
        case offset(days: Int)
        /// In this many months, the day clamped to the month's last.
        case months(Int)
        /// In this many years, 29 February clamped to the 28th.
        case years(Int)
        /// The weekday on or after today (`friday`, `on friday`), or in the next week (`next friday`).
        case weekday(Weekday, nextWeek: Bool)
        /// The first day of the next week, month or year.
        case nextWeek, nextMonth, nextYear
        /// The Saturday on or after today, or of the next week.
        case weekend(nextWeek: Bool)
        /// The day of the month on or after today (`on the 15th`).
        case dayOfMonth(Int)
        /// The month and day on or after today (`december 5`).
        case monthDay(month: Int, day: Int)
        /// A day with its year (`2026-12-05`, `15.12.2026`).
        case date(LocalDate)
    }

    /// A repeat, as said.
    enum Repeat: Equatable {
        /// Every `interval` days.
        case days(Int)
        /// Every `interval` weeks on the due day's weekday.
        case weeks(Int)
        /// Every week on a weekday.
        case weekday(Weekday)
        /// Monday to Friday.
        case workdays
        /// Every `interval` months on the due day.
        case months(Int)
        /// Every month on this day.
        case dayOfMonth(Int)
        /// Every `interval` years.
        case years(Int)
    }

    /// The parts of a reading it fills: two pieces that fill one part cannot stand in one reading.
    var parts: Set<Part> {
        switch self {
        case .day: [.day]
        case .time, .dayPart: [.time]
        case .dayAndTime, .later: [.day, .time]
        case .repeats: [.repeats]
        case .priority: [.priority]
        case .tag: []
        case .list: [.list]
        }
    }

    /// What the piece is shown as.
    var kind: QuickAddReading.Span.Kind {
        switch self {
        case .day, .time, .dayPart, .dayAndTime, .later: .due
        case .repeats: .repeats
        case .priority: .priority
        case .tag: .tag
        case .list: .list
        }
    }

    /// A part of a reading.
    enum Part: Hashable {
        case day, time, repeats, priority, list
    }
}
