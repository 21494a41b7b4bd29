import Foundation

/// How one person wants the app: their language, their time zone, the day their weeks start on,
/// and the list reminders added from a smart list go to.
public struct UserSettings: Sendable, Hashable {
    /// A language code the app's string catalog has (`en`, `de`).
    public var language: String
    /// An IANA time zone name (`Europe/Lisbon`); nil follows the server's time zone.
    public var timeZone: String?
    /// The first day of a week.
    public var weekStart: WeekStart
    /// The list a reminder added from Today, Scheduled or Flagged goes to; nil (or a list since
    /// deleted) is the first list by name.
    public var defaultListID: ReminderList.ID?
    /// How they want to be reminded: email alerts, the daily summary, date-only reminders' time.
    public var notifications: NotificationSettings

    /// Creates settings; the defaults are English, the server's time zone, weeks from Monday,
    /// no default list, and `NotificationSettings`' defaults.
    public init(
        language: String = UserSettings.defaultLanguage, timeZone: String? = nil, weekStart: WeekStart = .monday,
        defaultListID: ReminderList.ID? = nil, notifications: NotificationSettings = NotificationSettings()
    ) {
        self.language = language
        self.timeZone = timeZone
        self.weekStart = weekStart
        self.defaultListID = defaultListID
        self.notifications = notifications
    }

    /// The language of a person who has not chosen one, and of a browser that asks for none the
    /// app has.
    public static let defaultLanguage = "en"
}

extension UserSettings {
    /// The zone their `timeZone` names; `serverZone` when they chose none (or one the system no
    /// longer knows), as the app's clock does for them.
    public func resolvedTimeZone(server serverZone: TimeZone) -> TimeZone {
        Self.timeZone(named: timeZone, server: serverZone)
    }

    /// The zone a `timeZone` setting of `name` means: see `resolvedTimeZone(server:)`.
    public static func timeZone(named name: String?, server serverZone: TimeZone) -> TimeZone {
        name.flatMap(TimeZone.init(identifier:)) ?? serverZone
    }
}

/// The day a week starts on, where weeks are shown.
public enum WeekStart: String, Sendable, Hashable, CaseIterable {
    case monday, sunday

    /// The weekday it is, from 0 (Sunday) to 6 (Saturday), as `LocalDate.weekday` counts.
    public var weekday: Int {
        switch self {
        case .sunday: 0
        case .monday: 1
        }
    }

    /// The first day of the week that holds `date`.
    public func start(ofWeekHolding date: LocalDate) -> LocalDate {
        date.adding(days: -((date.weekday - weekday + 7) % 7))
    }
}
