import Domain
import Entities
import GRDB

extension SQLiteReminderRepository {
    /// The query of the subtasks not deleted in list `?` of `count` parents, each parent's in the
    /// order they were added: one range of `reminder_subtasks` per parent, read in order (the list
    /// is checked on the rows read, which the query reads anyway for their columns: the `+` keeps
    /// SQLite from reading the list's index instead). A subtask is always in its parent's list.
    static func subtasksSQL(count: Int) -> String {
        let parents = Array(repeating: "?", count: count).joined(separator: ", ")
        return "SELECT \(ReminderRecord.selection) FROM reminder WHERE +listID = ? AND \(notDeleted) AND parentID IN (\(parents)) ORDER BY parentID, createdAt, id"
    }

    /// The subtasks not deleted of `parentIDs` (open and completed), parents of list `listID` the
    /// caller has read, by parent, in one query; parents without any are left out.
    static func subtasks(of parentIDs: [Reminder.ID], inList listID: ReminderList.ID, _ db: Database) throws -> [Reminder.ID: [Reminder]] {
        guard !parentIDs.isEmpty else { return [:] }
        let statement = try db.cachedStatement(sql: subtasksSQL(count: parentIDs.count))
        let (rows, columns) = try StatementColumns.stepping(statement, arguments: [listID] + StatementArguments(parentIDs))
        let layout = try ReminderRecord.layout(statement)
        var subtasks: [Reminder.ID: [Reminder]] = [:]
        while try rows.next() != nil {
            let subtask = ReminderRecord(columns, layout).reminder
            if let parentID = subtask.parentID { subtasks[parentID, default: []].append(subtask) }
        }
        return subtasks
    }

    /// The subtasks not deleted of reminder `parentID` (open and completed), in the order they
    /// were added; `notFound` if the person holds no role on its list (`RoleFence`) or it is
    /// deleted. What the editor and a unit of work read.
    static func subtasks(ofParent parentID: Reminder.ID, owner: User.ID, _ db: Database) throws -> [Reminder] {
        let parent = try fetch(parentID, owner: owner, db)
        return try subtasks(of: [parentID], inList: parent.listID, db)[parentID] ?? []
    }

    /// How many subtasks list `listID` holds (open ones only unless `includeCompleted`).
    static func subtaskCount(of listID: ReminderList.ID, includeCompleted: Bool, _ db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: listSubtasksCountSQL(includeCompleted: includeCompleted)), arguments: [listID]) ?? 0
    }

    /// The titles of reminders `ids` not deleted, in lists the person holds a role on, by id, in
    /// one query (by primary key).
    public func titles(of ids: [Reminder.ID]) async throws(RepositoryError) -> [Reminder.ID: String] {
        guard !ids.isEmpty else { return [:] }
        return try await database.read { [owner] db in
            let rows = try Row.fetchCursor(db, sql: Self.titlesSQL(count: ids.count), arguments: StatementArguments([owner] + ids))
            var titles: [Reminder.ID: String] = [:]
            while let row = try rows.next() { titles[row[0]] = row[1] }
            return titles
        }
    }

    /// The query of the titles of the reminders not deleted among `count` ids (`?2`…) in lists
    /// person `?1` holds a role on.
    static func titlesSQL(count: Int) -> String {
        let ids = Array(repeating: "?", count: count).joined(separator: ", ")
        return "SELECT id, title FROM reminder WHERE \(RoleFence.reminder(person: 1)) AND \(notDeleted) AND id IN (\(ids))"
    }
}
