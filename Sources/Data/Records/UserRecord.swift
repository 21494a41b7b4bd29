import Entities
import Foundation
import GRDB

/// A row of `user`.
struct UserRecord: Codable, Sendable, AppRecord {
    static let databaseTableName = "user"

    var id: Int64?
    var email: String
    var displayName: String
    var passwordHash: String
    var createdAt: Date
    var language: String
    var timeZone: String?
    var weekStart: String
    var defaultListID: Int64?
    var emailAlerts: Bool
    var dailySummary: Bool
    /// `HH:MM`.
    var summaryTime: String
    /// `HH:MM`.
    var dateOnlyAlertTime: String
    var emailConfirmedAt: Date?
    /// The next daily summary's instant while the summary is on: what Domain's `AlertSchedule`
    /// computed as the settings were written, moved on by each summary's claim.
    var summaryAt: Date?

    /// The row of a new account.
    init(email: String, displayName: String, passwordHash: String, createdAt: Date, settings: UserSettings) {
        self.email = email
        self.displayName = displayName
        self.passwordHash = passwordHash
        self.createdAt = createdAt
        language = settings.language
        timeZone = settings.timeZone
        weekStart = settings.weekStart.rawValue
        defaultListID = settings.defaultListID
        emailAlerts = settings.notifications.emailAlerts
        dailySummary = settings.notifications.dailySummary
        summaryTime = settings.notifications.summaryTime.description
        dateOnlyAlertTime = settings.notifications.dateOnlyAlertTime.description
    }

    /// The entity; a stored row always has its id.
    var user: User {
        User(id: id ?? 0, email: email, displayName: displayName, createdAt: createdAt, settings: settings, emailConfirmedAt: emailConfirmedAt)
    }

    /// The settings.
    var settings: UserSettings {
        var settings = Self.settings(language: language, timeZone: timeZone, weekStart: weekStart, defaultListID: defaultListID)
        settings.notifications = Self.notifications(
            emailAlerts: emailAlerts, dailySummary: dailySummary, summaryTime: summaryTime, dateOnlyAlertTime: dateOnlyAlertTime
        )
        return settings
    }

    /// The settings columns, in `settings(row:from:)`'s order, for queries that read a user with
    /// something else (the session's).
    static let settingsColumns = "language, timeZone, weekStart, defaultListID, emailAlerts, dailySummary, summaryTime, dateOnlyAlertTime"

    /// The settings of a row's settings columns, as the record holds them or another query reads
    /// them (the session's); a week start the app no longer knows reads as the default.
    static func settings(language: String, timeZone: String?, weekStart: String, defaultListID: Int64?) -> UserSettings {
        UserSettings(language: language, timeZone: timeZone, weekStart: WeekStart(rawValue: weekStart) ?? .monday, defaultListID: defaultListID)
    }

    /// The settings of `settingsColumns` read from `row` from column `index` on.
    static func settings(row: Row, from index: Int) -> UserSettings {
        var settings = settings(language: row[index], timeZone: row[index + 1], weekStart: row[index + 2], defaultListID: row[index + 3])
        settings.notifications = notifications(
            emailAlerts: row[index + 4], dailySummary: row[index + 5], summaryTime: row[index + 6], dateOnlyAlertTime: row[index + 7]
        )
        return settings
    }

    /// The notification settings of their columns; a time that does not parse (written by hand in
    /// the file) reads as the default.
    static func notifications(emailAlerts: Bool, dailySummary: Bool, summaryTime: String, dateOnlyAlertTime: String) -> NotificationSettings {
        NotificationSettings(
            emailAlerts: emailAlerts, dailySummary: dailySummary,
            summaryTime: LocalTime(summaryTime) ?? NotificationSettings.defaultSummaryTime,
            dateOnlyAlertTime: LocalTime(dateOnlyAlertTime) ?? NotificationSettings.defaultDateOnlyAlertTime
        )
    }
}
