import Entities

/// The repeat fieldset's values, read from `repeatRule`: which frequency, days and end are chosen,
/// and the numbers as the inputs show them.
extension ReminderForm {
    /// The frequency the repeat's `<select>` shows chosen.
    public enum RepeatChoice: String, Sendable, CaseIterable {
        case never, daily, weekdays, weekly, monthly, yearly
    }

    /// The frequency chosen: `never` without a rule.
    public var repeatChoice: RepeatChoice {
        switch fields.repeatRule?.frequency {
        case nil: .never
        case .daily: .daily
        case .weekdays: .weekdays
        case .weekly: .weekly
        case .monthly, .monthlyOnLastDay: .monthly
        case .yearly: .yearly
        }
    }

    /// The "every N" input's value: the rule's interval, 1 without a rule.
    public var repeatIntervalText: String { String(fields.repeatRule?.interval ?? 1) }

    /// The weekdays ticked for a weekly rule; none otherwise.
    public var repeatDays: Set<Weekday> {
        if case .weekly(let days, _) = fields.repeatRule?.frequency { return days }
        return []
    }

    /// Which day starts a week of a weekly rule (RFC 5545's `WKST`): the stored rule's, so that
    /// saving the editor unchanged keeps a rule imported with weeks from Sunday; Monday otherwise.
    public var repeatWeekStart: WeekStart {
        if case .weekly(_, let weekStart) = fields.repeatRule?.frequency { return weekStart }
        return .monday
    }

    /// Whether a monthly rule falls on the last day (otherwise on day `repeatMonthDayText`).
    public var repeatsOnLastDay: Bool { fields.repeatRule?.frequency == .monthlyOnLastDay }

    /// The "on day D" input's value: the monthly rule's day, else the due date's day, else empty.
    public var repeatMonthDayText: String {
        if case .monthly(let day) = fields.repeatRule?.frequency { return String(day) }
        return fields.dueDate.map { String($0.day) } ?? ""
    }

    /// How the repeat ends, as the end's radio buttons send it: `never`, `count` or `date`.
    public var repeatEndChoice: String {
        switch fields.repeatRule?.end {
        case nil, .never: "never"
        case .afterOccurrences: "count"
        case .onDate: "date"
        }
    }

    /// The "after N times" input's value; empty unless the repeat ends after a count.
    public var repeatCountText: String {
        if case .afterOccurrences(let count) = fields.repeatRule?.end { return String(count) }
        return ""
    }

    /// The end date input's value (`YYYY-MM-DD`); empty unless the repeat ends on a date.
    public var repeatUntilText: String {
        if case .onDate(let date) = fields.repeatRule?.end { return date.description }
        return ""
    }
}
