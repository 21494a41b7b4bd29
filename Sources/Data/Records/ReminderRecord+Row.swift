import Foundation
import GRDB

extension ReminderRecord {
    /// The columns a page of reminders reads; the search keys are left out (`titleKey` decodes as empty).
    static let pageColumns = "id, listID, title, notes, dueDate, dueTime, priority, completedAt, createdAt"

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
