import Entities
import Foundation
import GRDB

extension ReminderRecord {
    /// The columns a page of reminders reads, in the order `pageReminder(_:)` reads them by position.
    static let pageColumns =
        "id, listID, title, notes, dueDate, dueTime, priority, completedAt, createdAt, isFlagged, parentID, repeatRule, repeatStart, repeatCount, tags, alertMinutes"

    /// The reminder of a row of `pageColumns`, read by position: a page decodes 50 rows per
    /// request, and looking columns up by name (a hashed, case-insensitive search per column)
    /// was most of that decoding's cost. The columns are read as `StatementColumns` says, the day
    /// and time parsed from the column's bytes without a `String` for each.
    static func pageReminder(_ columns: StatementColumns) -> Reminder {
        let due = columns.withText(4) { $0.flatMap(LocalDate.init(utf8:)) }.map { date in
            DueDate(date: date, time: columns.withText(5) { $0.flatMap(LocalTime.init(utf8:)) })
        }
        return Reminder(
            id: columns.int64(0), listID: columns.int64(1), title: columns.text(2), notes: columns.optionalText(3), due: due,
            priority: Priority(rawValue: columns.text(6)) ?? .none, isFlagged: columns.int64(9) != 0,
            completedAt: columns.optionalDouble(7).map(Date.init(timeIntervalSince1970:)),
            createdAt: Date(timeIntervalSince1970: columns.double(8)), parentID: columns.optionalInt64(10),
            repetition: repetition(rule: columns.optionalText(11), start: columns.optionalText(12), count: Int(columns.int64(13))),
            tags: tags(columns.optionalText(14)), alert: columns.optionalInt64(15).flatMap { ReminderAlert(minutesBefore: Int($0)) }
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
        isFlagged = row["isFlagged"]
        completedAt = (row["completedAt"] as Double?).map(Date.init(timeIntervalSince1970:))
        createdAt = Date(timeIntervalSince1970: row["createdAt"])
        titleKey = row["titleKey"] ?? ""
        notesKey = row["notesKey"]
        deletedAt = (row["deletedAt"] as Double?).map(Date.init(timeIntervalSince1970:))
        parentID = row["parentID"]
        repeatRule = row["repeatRule"]
        repeatStart = row["repeatStart"]
        repeatCount = row["repeatCount"] ?? 0
        tags = row["tags"]
        alertMinutes = row["alertMinutes"]
        alertAt = (row["alertAt"] as Double?).map(Date.init(timeIntervalSince1970:))
        alertPending = row["alertPending"] ?? false
        position = row["position"]
    }
}
