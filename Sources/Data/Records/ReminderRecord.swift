import Foundation
import GRDB

/// A row of `reminder`, without its generated columns (`isCompleted`, `dueSort`).
struct ReminderRecord: Codable, Sendable, AppRecord {
    static let databaseTableName = "reminder"

    var id: Int64?
    var listID: Int64
    var title: String
    var notes: String?
    /// `YYYY-MM-DD`.
    var dueDate: String?
    /// `HH:MM`.
    var dueTime: String?
    /// `Priority.rawValue`.
    var priority: String
    var isFlagged: Bool = false
    var completedAt: Date?
    var createdAt: Date
    /// `title.foldedKey`, for search.
    var titleKey: String
    /// `notes?.foldedKey`, for search.
    var notesKey: String?
    /// When it was deleted; nil while it is not.
    var deletedAt: Date?
    /// The reminder it is a subtask of.
    var parentID: Int64?
    /// `RepeatRule.rrule(firstDate:)`.
    var repeatRule: String?
    /// `Repetition.firstDate`, `YYYY-MM-DD`.
    var repeatStart: String?
    /// `Repetition.completedCount`.
    var repeatCount: Int = 0
    /// The tags' names, space-separated; nil without tags.
    var tags: String?
    /// `ReminderAlert.minutesBefore`; nil without an alert.
    var alertMinutes: Int?
    /// When the alert is due, and whether it is still to be sent: what Domain's `AlertSchedule`
    /// computed as the row was written (`schedule(replacing:_:at:_:)`).
    var alertAt: Date?
    var alertPending = false
    /// Its place in its list's manual order: what Domain's `ManualOrder` decided as the row was
    /// written (`place(replacing:_:)`); nil only on a new row not placed yet.
    var position: Int?
}
