import Entities
import Foundation

/// The pieces of one reading resolved against the clock, in a person's zone and week: the due
/// day and time, the repeat, the priority, the tags and the list.
struct QuickAddResolution {
    /// What was read.
    let pieces: [QuickAddPiece]
    /// When it was typed.
    let now: Date
    /// The person's zone.
    let timeZone: TimeZone
    /// The first day of the person's week.
    let weekStart: WeekStart

    /// Fills `reading`'s fields from the pieces.
    func apply(to reading: inout QuickAddReading) {
        let local = SystemCalendarClock.local(now, in: timeZone)
        let today = local.date
        var day: LocalDate?
        var time: LocalTime?
        var repeats: QuickAddPiece.Repeat?
        for piece in pieces {
            switch piece {
            case .day(let said): day = resolve(said, today: today)
            case .time(let said), .dayPart(let said): time = said
            case .dayAndTime(let said, let at):
                day = resolve(said, today: today)
                time = at
            case .later(let minutes):
                let later = SystemCalendarClock.local(now.addingTimeInterval(Double(minutes) * 60), in: timeZone)
                (day, time) = (later.date, later.time)
            case .repeats(let said): repeats = said
            case .priority(let said): reading.priority = said
            case .tag(let tag): if !reading.tags.contains(tag) { reading.tags.append(tag) }
            case .list(let name): reading.listName = name
            }
        }
        guard day != nil || time != nil || repeats != nil else { return }
        // A time alone is its next occurrence; a repeat said alone starts then.
        let from = time.map { $0 > local.time ? today : today.next } ?? today
        let date = day ?? repeats.flatMap { firstDay(of: $0, today: from) } ?? from
        reading.due = existing(DueDate(date: date, time: time))
        reading.repeatRule = repeats.map { rule($0, from: date) }
    }

    /// The day `said` means, counted from `today`.
    func resolve(_ said: QuickAddPiece.Day, today: LocalDate) -> LocalDate {
        switch said {
        case .offset(let days): return today.adding(days: days)
        case .months(let count): return Self.clamped(year: today.year, month: today.month + count, day: today.day)
        case .years(let count): return Self.clamped(year: today.year + count, month: today.month, day: today.day)
        case .weekday(let weekday, let nextWeek):
            let from = nextWeek ? weekStart.start(ofWeekHolding: today).adding(days: 7) : today
            let start = nextWeek ? weekStart.weekday : today.weekday
            return from.adding(days: (weekday.number - start + 7) % 7)
        case .nextWeek: return weekStart.start(ofWeekHolding: today).adding(days: 7)
        case .nextMonth: return Self.clamped(year: today.year, month: today.month + 1, day: 1)
        case .nextYear: return LocalDate(year: today.year + 1, month: 1, day: 1)!
        case .weekend(let nextWeek): return resolve(.weekday(.saturday, nextWeek: nextWeek), today: today)
        case .dayOfMonth(let day):
            // Some month of the next thirteen has every day of 1…31 on or after today.
            return (0...12).compactMap { LocalDate(year: today.year, month: today.month + $0, day: day, rollingOver: ()) }
                .first { $0 >= today }!
        case .monthDay(let month, let day):
            // A day some year has (29 February) comes within eight years.
            return (0...8).compactMap { LocalDate(year: today.year + $0, month: month, day: day) }.first { $0 >= today }!
        case .date(let date): return date
        }
    }

    /// The first day a repeat said alone falls on: the weekday, workday or day of the month on or
    /// after today; nil for one that starts today.
    private func firstDay(of repeats: QuickAddPiece.Repeat, today: LocalDate) -> LocalDate? {
        switch repeats {
        case .weekday(let weekday): resolve(.weekday(weekday, nextWeek: false), today: today)
        case .workdays: (0...2).map(today.adding(days:)).first { Weekday.workdays.contains(Weekday(of: $0)) }!
        case .dayOfMonth(let day): resolve(.dayOfMonth(day), today: today)
        case .days, .weeks, .months, .years: nil
        }
    }

    /// The rule of `repeats` for a series first due on `date`.
    private func rule(_ repeats: QuickAddPiece.Repeat, from date: LocalDate) -> RepeatRule {
        switch repeats {
        case .days(let interval): RepeatRule(.daily, every: interval)
        case .weeks(let interval): RepeatRule(.weekly(on: [Weekday(of: date)], weekStart: weekStart), every: interval)
        case .weekday(let weekday): RepeatRule(.weekly(on: [weekday], weekStart: weekStart))
        case .workdays: RepeatRule(.weekdays)
        case .months(let interval): RepeatRule(.monthly(day: date.day), every: interval)
        case .dayOfMonth(let day): RepeatRule(.monthly(day: day))
        case .years(let interval): RepeatRule(.yearly, every: interval)
        }
    }

    /// `due` as a time that exists in the zone: a time a daylight-saving change skips moves on by
    /// the gap (02:30 becomes 03:30), as an alert's instant does; a repeated one stays.
    private func existing(_ due: DueDate) -> DueDate {
        guard let time = due.time else { return due }
        let instant = ReminderAlert.atTime.instant(for: due, dateOnlyTime: time, in: timeZone)
        let local = SystemCalendarClock.local(instant, in: timeZone)
        return DueDate(date: local.date, time: local.time)
    }

    /// Day `day` of `month` (a month past 12 rolls into the next years), clamped to the month's last day.
    static func clamped(year: Int, month: Int, day: Int) -> LocalDate {
        // Some day from `day` down to the 1st is in the month.
        (1...day).reversed().lazy.compactMap { LocalDate(year: year, month: month, day: $0, rollingOver: ()) }.first!
    }
}

extension LocalDate {
    /// Day `day` of `month` of `year`, a month past 12 rolling into the next years; nil for a day
    /// the month does not have.
    fileprivate init?(year: Int, month: Int, day: Int, rollingOver: Void) {
        self.init(year: year + (month - 1) / 12, month: (month - 1) % 12 + 1, day: day)
    }
}
