import Domain
import Entities
import GRDB

/// A person's archive from the app's SQLite database, in one read (one snapshot): their own lists
/// by name (or one list they hold a role on), and the reminders not deleted, list by list, parents
/// before subtasks, by creation, with each one's place in its list's manual order; the account's
/// names the lists shared with them too.
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
            // One list: any the person holds a role on, as its page; the account: their own lists.
            let counted = try SQLiteReminderListRepository.counted(owner: owner, db)
            let lists = counted.filter { entry in listID.map { entry.summary.id == $0 } ?? (entry.role == .owner) }.map(\.summary.list)
            if listID != nil, lists.isEmpty { throw RepositoryError.notFound }
            let (filter, arguments): (String, StatementArguments) = listID.map { ("listID = ?", [$0]) } ?? ("ownerID = ?", [owner])
            let reminders = try ReminderRecord.fetchAll(
                db,
                sql: """
                    SELECT \(ReminderRecord.selection) FROM reminder WHERE \(filter) AND \(SQLiteReminderRepository.notDeleted)
                    ORDER BY listID, parentID IS NOT NULL, createdAt, id
                    """,
                arguments: arguments
            )
            var positions: [Reminder.ID: Int] = [:]
            for record in reminders { if let id = record.id, let position = record.position { positions[id] = position } }
            // The account's names the lists others share with the person, without their reminders.
            let shared = listID != nil ? [] : counted.filter { $0.role != .owner }.map { ReminderArchive.SharedList(name: $0.summary.list.name, role: $0.role) }
            return ReminderArchive(lists: lists, reminders: reminders.map(\.reminder), positions: positions, sharedLists: shared)
        }
    }
}
