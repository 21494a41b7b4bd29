import Foundation

/// When a reminder alerts the people it alerts (Domain's `AlertRecipients`): at its due time, or
/// a chosen while before it. A reminder due on a day without a time alerts at each one's time of
/// day for such reminders (`NotificationSettings.dateOnlyAlertTime`), less the same while.
public struct ReminderAlert: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// How long before the due time it alerts, in minutes; 0 is at the time.
    public let minutesBefore: Int

    /// The whiles a person can choose: at the time, 5, 15 and 30 minutes, an hour and a day before.
    public static let choices: [ReminderAlert] = [0, 5, 15, 30, 60, 24 * 60].map(ReminderAlert.init(uncheckedMinutesBefore:))

    /// At the due time.
    public static let atTime = ReminderAlert(uncheckedMinutesBefore: 0)

    /// What a new reminder alerts once it has a date, as Apple Reminders does: at the time. A row
    /// does not say it (every dated reminder has it); it says any other.
    public static let `default` = atTime

    /// One of `choices`, or nil for any other while.
    public init?(minutesBefore: Int) {
        guard Self.choices.contains(where: { $0.minutesBefore == minutesBefore }) else { return nil }
        self.minutesBefore = minutesBefore
    }

    private init(uncheckedMinutesBefore minutes: Int) {
        minutesBefore = minutes
    }

    /// One day, in minutes: an alert this long or longer before keeps the clock time.
    private static let minutesPerDay = 24 * 60

    /// The instant a reminder due at `due` alerts, in `timeZone`: the due time (or `dateOnlyTime`
    /// on a day without one) less `minutesBefore`. Whole days before are counted on the calendar
    /// and keep the clock time ("a day before" 09:00 is 09:00 the day before, whatever
    /// daylight-saving change lies between); the rest is an exact duration (an hour before is
    /// 60 minutes before). A local time that a daylight-saving change skips moves on by the gap
    /// (02:30 on the night clocks go from 02:00 to 03:00 is 03:30); one it repeats is its first
    /// occurrence.
    public func instant(for due: DueDate, dateOnlyTime: LocalTime, in timeZone: TimeZone) -> Date {
        let day = due.date.adding(days: -(minutesBefore / Self.minutesPerDay))
        let local = Self.instant(of: day, at: due.time ?? dateOnlyTime, in: timeZone)
        return local.addingTimeInterval(-Double(minutesBefore % Self.minutesPerDay) * 60)
    }

    /// The instant it is `time` on `day` in `timeZone`: a skipped time moves on by the gap, a
    /// repeated one is its first occurrence (as Foundation's Gregorian calendar resolves them).
    static func instant(of day: LocalDate, at time: LocalTime, in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute)
        // Every valid local date and time maps to an instant (a skipped one moves on by the gap).
        return calendar.date(from: components)!
    }

    /// `PT0M`-free short form for logs: `at time`, `15 min before`.
    public var description: String {
        minutesBefore == 0 ? "at time" : "\(minutesBefore) min before"
    }

    public static func < (lhs: ReminderAlert, rhs: ReminderAlert) -> Bool {
        lhs.minutesBefore < rhs.minutesBefore
    }
}
