import Domain
import Entities
import GRDB

extension SQLiteReminderRepository {
    /// The query of the subtasks not deleted of `count` parents, each parent's in the order they
    /// were added: one range of `reminder_subtasks` per parent, read in order.
    static func subtasksSQL(count: Int) -> String {
        let parents = Array(repeating: "?", count: count).joined(separator: ", ")
        return "SELECT \(ReminderRecord.pageColumns) FROM reminder WHERE \(notDeleted) AND parentID IN (\(parents)) ORDER BY parentID, createdAt, id"
    }

    /// The subtasks not deleted of `parentIDs` (open and completed) by parent, in one query;
    /// parents without any are left out.
    static func subtasks(of parentIDs: [Reminder.ID], _ db: Database) throws -> [Reminder.ID: [Reminder]] {
        guard !parentIDs.isEmpty else { return [:] }
        let statement = try db.cachedStatement(sql: subtasksSQL(count: parentIDs.count))
        let rows = try Row.fetchCursor(statement, arguments: StatementArguments(parentIDs))
        let columns = StatementColumns(statement)
        var subtasks: [Reminder.ID: [Reminder]] = [:]
        while try rows.next() != nil {
            let subtask = ReminderRecord.pageReminder(columns)
            if let parentID = subtask.parentID { subtasks[parentID, default: []].append(subtask) }
        }
        return subtasks
    }
}
