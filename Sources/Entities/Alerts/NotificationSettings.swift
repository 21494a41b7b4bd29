import Foundation

/// How a person wants to be reminded: alerts by email (push alerts are on for each device that
/// subscribed), the daily summary email and its time, and the time of day at which a reminder
/// due on a day without a time alerts. Email goes only to a confirmed address.
public struct NotificationSettings: Sendable, Hashable {
    /// Whether alerts are emailed.
    public var emailAlerts: Bool
    /// Whether a summary of the day (due today, overdue) is emailed at `summaryTime`.
    public var dailySummary: Bool
    /// When the daily summary is sent, in the person's time zone.
    public var summaryTime: LocalTime
    /// When a reminder due on a day without a time alerts, in the person's time zone.
    public var dateOnlyAlertTime: LocalTime

    /// Email alerts on, no summary (at 08:00 once switched on), date-only reminders at 09:00.
    public init(
        emailAlerts: Bool = true, dailySummary: Bool = false,
        summaryTime: LocalTime = NotificationSettings.defaultSummaryTime,
        dateOnlyAlertTime: LocalTime = NotificationSettings.defaultDateOnlyAlertTime
    ) {
        self.emailAlerts = emailAlerts
        self.dailySummary = dailySummary
        self.summaryTime = summaryTime
        self.dateOnlyAlertTime = dateOnlyAlertTime
    }

    /// 08:00.
    public static let defaultSummaryTime = LocalTime(hour: 8, minute: 0)!
    /// 09:00, as the issue and Apple Reminders have it.
    public static let defaultDateOnlyAlertTime = LocalTime(hour: 9, minute: 0)!
}

extension NotificationSettings {
    /// The first summary after `date`: the next `summaryTime` in `timeZone` strictly later than
    /// `date` (a time a daylight-saving change skips is moved on by the gap, as `ReminderAlert.instant` does).
    public func nextSummary(after date: Date, in timeZone: TimeZone) -> Date {
        LocalTime.next(summaryTime, after: date, in: timeZone)
    }
}

extension LocalTime {
    /// The first instant strictly later than `date` at which it is `time` in `timeZone`: today's
    /// if still to come, tomorrow's otherwise.
    public static func next(_ time: LocalTime, after date: Date, in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        // Components of a Gregorian date are always a valid day.
        let today = LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
        let todays = ReminderAlert.atTime.instant(for: DueDate(date: today, time: time), dateOnlyTime: time, in: timeZone)
        return todays > date ? todays : ReminderAlert.atTime.instant(for: DueDate(date: today.next, time: time), dateOnlyTime: time, in: timeZone)
    }
}
