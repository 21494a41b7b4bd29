import Entities
import HTTPServer

/// The repeat fieldset of the reminder forms. What the controls cannot send (a frequency other
/// than the select's, a weekday code other than the checkboxes', a number that is no number) is a
/// `400`; numbers out of range and a weekly repeat without days are sent on for the rule to refuse
/// beside the fieldset (`422`).
extension FormFields {
    /// The repeat chosen, or nil for none (`repeatFrequency` absent, empty or `never`).
    /// - Parameter dueDate: the form's due date, whose day a monthly repeat falls on when its day is left empty.
    func repeatRule(dueDate: LocalDate?) throws(HTTPError) -> RepeatRule? {
        let frequency: RepeatRule.Frequency
        switch try optionalString("repeatFrequency") {
        case "", "never": return nil
        case "daily": frequency = .daily
        case "weekdays": frequency = .weekdays
        case "weekly": frequency = .weekly(on: try repeatDays(), weekStart: try repeatWeekStart())
        case "monthly": frequency = try monthlyFrequency(dueDate: dueDate)
        case "yearly": frequency = .yearly
        default: throw .badRequest("field “repeatFrequency” must be never, daily, weekdays, weekly, monthly or yearly")
        }
        return RepeatRule(frequency, every: try number("repeatInterval") ?? 1, end: try repeatEnd())
    }

    private func repeatDays() throws(HTTPError) -> Set<Weekday> {
        var days: Set<Weekday> = []
        for code in form.values(for: "repeatDays") {
            guard let day = Weekday(rawValue: code) else { throw .badRequest("field “repeatDays” must be MO, TU, WE, TH, FR, SA or SU") }
            days.insert(day)
        }
        return days
    }

    /// The hidden `repeatWeekStart`: absent is Monday (RFC 5545's default).
    private func repeatWeekStart() throws(HTTPError) -> WeekStart {
        let raw = try optionalString("repeatWeekStart")
        if raw.isEmpty { return .monday }
        guard let weekStart = WeekStart(rawValue: raw) else { throw .badRequest("field “repeatWeekStart” must be monday or sunday") }
        return weekStart
    }

    private func monthlyFrequency(dueDate: LocalDate?) throws(HTTPError) -> RepeatRule.Frequency {
        switch try optionalString("repeatMonthly") {
        case "", "day": .monthly(day: try number("repeatMonthDay") ?? dueDate?.day ?? 1)
        case "lastDay": .monthlyOnLastDay
        default: throw .badRequest("field “repeatMonthly” must be day or lastDay")
        }
    }

    private func repeatEnd() throws(HTTPError) -> RepeatRule.End {
        switch try optionalString("repeatEnd") {
        case "", "never": return .never
        // Left empty, the count is 0: a rule the domain refuses beside the fieldset.
        case "count": return .afterOccurrences(try number("repeatCount") ?? 0)
        case "date":
            guard let until = try date("repeatUntil") else { throw .badRequest("field “repeatUntil” must be a date (YYYY-MM-DD)") }
            return .onDate(until)
        default: throw .badRequest("field “repeatEnd” must be never, count or date")
        }
    }

    /// A whole number from a number input: empty is none; anything but up to six digits (with
    /// an optional minus sign) is malformed.
    func number(_ name: String) throws(HTTPError) -> Int? {
        let raw = try optionalString(name)
        if raw.isEmpty { return nil }
        guard raw.count <= 7, let value = Int(raw) else { throw .badRequest("field “\(name)” must be a whole number") }
        return value
    }
}
