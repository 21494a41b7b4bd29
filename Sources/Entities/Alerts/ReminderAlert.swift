import Foundation

/// When a reminder alerts its owner: at its due time, or a chosen while before it. A reminder due
/// on a day without a time alerts at its owner's time of day for such reminders
/// (`NotificationSettings.dateOnlyAlertTime`), less the same while.
public struct ReminderAlert: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// How long before the due time it alerts, in minutes; 0 is at the time.
    public let minutesBefore: Int

    /// The whiles a person can choose: at the time, 5, 15 and 30 minutes, an hour and a day before.
    public static let choices: [ReminderAlert] = [0, 5, 15, 30, 60, 24 * 60].map(ReminderAlert.init(uncheckedMinutesBefore:))

    /// At the due time.
    public static let atTime = ReminderAlert(uncheckedMinutesBefore: 0)

    /// One of `choices`, or nil for any other while.
    public init?(minutesBefore: Int) {
        guard Self.choices.contains(where: { $0.minutesBefore == minutesBefore }) else { return nil }
        self.minutesBefore = minutesBefore
    }

    private init(uncheckedMinutesBefore minutes: Int) {
        minutesBefore = minutes
    }

    /// The instant a reminder due at `due` alerts, in `timeZone`: the due time (or `dateOnlyTime`
    /// on a day without one) less `minutesBefore`. A local time that a daylight-saving change
    /// skips moves on by the gap (02:30 on the night clocks go from 02:00 to 03:00 alerts at
    /// 03:30); one it repeats alerts at its first occurrence.
    public func instant(for due: DueDate, dateOnlyTime: LocalTime, in timeZone: TimeZone) -> Date {
        let time = due.time ?? dateOnlyTime
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: due.date.year, month: due.date.month, day: due.date.day, hour: time.hour, minute: time.minute)
        // Every valid local date and time maps to an instant (a skipped one moves on by the gap).
        let local = calendar.date(from: components)!
        return local.addingTimeInterval(-Double(minutesBefore) * 60)
    }

    /// `PT0M`-free short form for logs: `at time`, `15 min before`.
    public var description: String {
        minutesBefore == 0 ? "at time" : "\(minutesBefore) min before"
    }

    public static func < (lhs: ReminderAlert, rhs: ReminderAlert) -> Bool {
        lhs.minutesBefore < rhs.minutesBefore
    }
}
