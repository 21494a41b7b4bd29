import Entities
import Foundation
import GRDB

extension ReminderRecord {
    /// The columns a page of reminders reads, in the order `pageReminder(row:)` reads them by position.
    static let pageColumns = "id, listID, title, notes, dueDate, dueTime, priority, completedAt, createdAt"

    /// The reminder of a row of `pageColumns`, read by position: a page decodes 50 rows per
    /// request, and looking columns up by name (a hashed, case-insensitive search per column)
    /// was most of that decoding's cost.
    static func pageReminder(row: Row) -> Reminder {
        let dueDate: String? = row[4]
        let dueTime: String? = row[5]
        let completedAt: Double? = row[7]
        return reminder(
            id: row[0], listID: row[1], title: row[2], notes: row[3], dueDate: dueDate, dueTime: dueTime,
            priority: row[6], completedAt: completedAt.map(Date.init(timeIntervalSince1970:)),
            createdAt: Date(timeIntervalSince1970: row[8])
        )
    }

    /// Decodes a row by column name, without going through `Decodable`: list pages decode 50
    /// rows per request, and GRDB's Codable decoder made that the page's largest cost.
    init(row: Row) throws {
        id = row["id"]
        listID = row["listID"]
        title = row["title"]
        notes = row["notes"]
        dueDate = row["dueDate"]
        dueTime = row["dueTime"]
        priority = row["priority"]
        completedAt = (row["completedAt"] as Double?).map(Date.init(timeIntervalSince1970:))
        createdAt = Date(timeIntervalSince1970: row["createdAt"])
        titleKey = row["titleKey"] ?? ""
        notesKey = row["notesKey"]
    }
}
