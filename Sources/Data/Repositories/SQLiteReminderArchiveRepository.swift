import Domain
import Entities
import GRDB

/// A person's archive from the app's SQLite database, in one read (one snapshot): their lists by
/// name, and their reminders not deleted, list by list, parents before subtasks, by creation,
/// with each one's place in its list's manual order.
public struct SQLiteReminderArchiveRepository: ReminderArchiveRepository {
    let database: AppDatabase
    let owner: User.ID

    /// The archives of `owner` in `database`.
    public init(database: AppDatabase, owner: User.ID) {
        self.database = database
        self.owner = owner
    }

    public func archive(listID: ReminderList.ID?) async throws(RepositoryError) -> ReminderArchive {
        try await database.read { [owner] db in
            var lists = try SQLiteReminderListRepository.counted(owner: owner, db).map(\.summary.list)
            if let listID {
                lists = lists.filter { $0.id == listID }
                guard !lists.isEmpty else { throw RepositoryError.notFound }
            }
            let filter = listID == nil ? "" : "AND listID = ?"
            let arguments: StatementArguments = listID.map { [owner, $0] } ?? [owner]
            let reminders = try ReminderRecord.fetchAll(
                db,
                sql: """
                    SELECT \(ReminderRecord.selection) FROM reminder WHERE ownerID = ? \(filter) AND \(SQLiteReminderRepository.notDeleted)
                    ORDER BY listID, parentID IS NOT NULL, createdAt, id
                    """,
                arguments: arguments
            )
            var positions: [Reminder.ID: Int] = [:]
            for record in reminders { if let id = record.id, let position = record.position { positions[id] = position } }
            return ReminderArchive(lists: lists, reminders: reminders.map(\.reminder), positions: positions)
        }
    }
}
