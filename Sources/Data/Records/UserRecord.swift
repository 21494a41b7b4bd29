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
    var emailConfirmedAt: Date?

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
    }

    /// The entity; a stored row always has its id.
    var user: User {
        User(id: id ?? 0, email: email, displayName: displayName, createdAt: createdAt, settings: settings, emailConfirmedAt: emailConfirmedAt)
    }

    /// The settings.
    var settings: UserSettings {
        Self.settings(language: language, timeZone: timeZone, weekStart: weekStart, defaultListID: defaultListID)
    }

    /// The settings of a row's settings columns, as the record holds them or another query reads
    /// them (the session's); a week start the app no longer knows reads as the default.
    static func settings(language: String, timeZone: String?, weekStart: String, defaultListID: Int64?) -> UserSettings {
        UserSettings(language: language, timeZone: timeZone, weekStart: WeekStart(rawValue: weekStart) ?? .monday, defaultListID: defaultListID)
    }
}
