import Domain
import Entities
import Foundation
import GRDB

/// The reminders of one user, kept in the app's SQLite database: every read and write by id asks
/// for rows of lists the person holds a role on (`RoleFence`: their own, and those shared with
/// them), every aggregate read (smart lists, tags, search) for their own (`reminder.ownerID`), so
/// a stranger's reminder or list answers `notFound` exactly like one that does not exist. What a
/// role allows is `ListAccessPolicy`'s, asked before any of these.
///
/// Every page is read in the order of an index (see `AppDatabase.migrator`), and every list
/// page's total comes from the counts the triggers keep, so a list of 100,000 reminders opens as
/// fast as a list of 50. A deleted reminder stays in the table, marked (`deletedAt`), until it is
/// restored or purged: every read asks for `notDeleted` rows, as does every index it reads.
public struct SQLiteReminderRepository: ReminderRepository {
    let database: AppDatabase
    let owner: User.ID

    /// A repository of `owner`'s reminders over `database`.
    public init(database: AppDatabase, owner: User.ID) {
        self.database = database
        self.owner = owner
    }

    /// The reminder `id`; `notFound` if there is none.
    public func reminder(id: Reminder.ID) async throws(RepositoryError) -> Reminder {
        try await database.read { [owner] db in
            try Self.fetch(id, owner: owner, db).reminder
        }
    }

    /// A page of list `listID`'s top-level reminders in the list's order (open first) with the
    /// subtasks of those on the page and the owner's lists, and with `today` the overview from
    /// the same lists (one statement more), in one read; `notFound` if the owner has no such
    /// list. The page's total is the list's count kept by the triggers less its subtasks, counted
    /// as a range of `reminder_subtasksOfList`.
    public func listPage(
        _ listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest, overviewOn today: LocalDate?
    ) async throws(RepositoryError) -> ReminderListPage {
        try await database.read { [owner] db in
            let lists = try SQLiteReminderListRepository.counted(owner: owner, db)
            guard let entry = lists.first(where: { $0.summary.id == listID }) else { throw RepositoryError.notFound }
            // Most lists have no subtasks: counting them all (inside their index) first spares
            // such a list the open count and the page's subtask query (measured with callgrind on
            // a list of 50 without subtasks: 250,000 instructions of a 3.4 million page).
            let allSubtasks = try Self.subtaskCount(of: listID, includeCompleted: true, db)
            let openSubtasks = allSubtasks == 0 ? 0 : try Self.subtaskCount(of: listID, includeCompleted: false, db)
            let openCount = entry.summary.openCount - openSubtasks
            let total = includeCompleted ? entry.summary.openCount + entry.completedCount - allSubtasks : openCount
            let reminders = try Self.page(
                db, where: Self.listPageFilter(includeCompleted: includeCompleted), arguments: [listID],
                orderBy: Self.listOrder(entry.summary.list.sortOrder), page: page, totalCount: total
            )
            let subtasks = allSubtasks == 0 ? [:] : try Self.subtasks(of: reminders.items.map(\.id), inList: listID, db)
            return ReminderListPage(
                list: entry.summary.list, reminders: reminders, lists: lists.map(\.summary), subtasks: subtasks,
                reminderCount: entry.summary.openCount + entry.completedCount, openCount: openCount, role: entry.role,
                overview: try today.map { today in try Self.overview(owner: owner, lists: lists, today: today, db) }
            )
        }
    }

    /// The subtasks of reminder `parentID`, open and completed, in the order they were added;
    /// `notFound` if the owner has no such reminder.
    public func subtasks(of parentID: Reminder.ID) async throws(RepositoryError) -> [Reminder] {
        try await database.read { [owner] db in try Self.subtasks(ofParent: parentID, owner: owner, db) }
    }

    /// Adds a reminder to list `listID`; `notFound` if the owner has no such list. Its owner is
    /// copied from the list by a trigger; its alert is scheduled by Domain's `AlertSchedule`, its
    /// place (the end of the list) decided by `ManualOrder`.
    public func add(_ draft: ReminderDraft, toList listID: ReminderList.ID, createdAt: Date) async throws(RepositoryError) -> Reminder {
        try await database.write { [owner, database] db in
            _ = try SQLiteReminderListRepository.fetch(listID, owner: owner, db)
            var record = ReminderRecord(draft: draft, listID: listID, createdAt: createdAt)
            try record.prepareToWrite(replacing: nil, by: owner, database.schedule, at: database.now(), db)
            try record.insert(db)
            return record.reminder
        }
    }

    /// Replaces the fields of reminder `id` with the draft's and, with `listID`, moves it there
    /// (as `move` does), in one transaction; `notFound` (nothing changed) if the owner has no such
    /// reminder or list.
    public func update(id: Reminder.ID, with draft: ReminderDraft, movingTo listID: ReminderList.ID?) async throws(RepositoryError) -> Reminder {
        try await modify(id, checkingList: listID) { record in
            record.apply(draft)
            if let listID { record.move(to: listID) }
        }
    }

    /// Moves reminder `id` to list `listID`, its subtasks with it, and a subtask moved to
    /// another list than its parent's out from under it, to the end of that list's manual order
    /// (`ManualOrder`); `notFound` if the owner has no such reminder or list.
    public func move(id: Reminder.ID, toList listID: ReminderList.ID) async throws(RepositoryError) -> Reminder {
        try await modify(id, checkingList: listID) { $0.move(to: listID) }
    }

    /// Marks reminder `id` completed at `completedAt`, or open when nil; `notFound` if there is none.
    public func setCompletion(id: Reminder.ID, completedAt: Date?) async throws(RepositoryError) -> Reminder {
        try await modify(id) { $0.completedAt = completedAt }
    }

    /// Flags reminder `id`, or takes its flag off; `notFound` if the owner has no such reminder.
    public func setFlag(id: Reminder.ID, isFlagged: Bool) async throws(RepositoryError) -> Reminder {
        try await modify(id) { $0.details.isFlagged = isFlagged }
    }

    /// Marks reminder `id` deleted at `deletedAt`, with its subtasks not deleted yet (the same
    /// `deletedAt`, so that they come back with it), which takes them out of every read and, by
    /// the triggers, out of their list's counts; answers how many subtasks went with it.
    /// `notFound` if the owner has no such reminder not deleted.
    @discardableResult
    public func delete(id: Reminder.ID, at deletedAt: Date) async throws(RepositoryError) -> Int {
        try await database.write { [owner] db in
            let when = deletedAt.timeIntervalSince1970
            try db.execute(
                sql: "UPDATE reminder SET deletedAt = ?1 WHERE id = ?2 AND \(RoleFence.reminder(person: 3)) AND \(Self.notDeleted)",
                arguments: [when, id, owner]
            )
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
            try db.execute(
                sql: "UPDATE reminder SET deletedAt = ?1 WHERE parentID = ?2 AND \(RoleFence.reminder(person: 3)) AND \(Self.notDeleted)",
                arguments: [when, id, owner]
            )
            return db.changesCount
        }
    }

    /// Clears the deletion of reminder `id` if it was deleted at or after `deletedSince`, and of
    /// the subtasks deleted with it (at the same instant; one deleted before stays deleted),
    /// which puts them back in every read and, by the triggers, in their list's counts, as they
    /// were; `notFound` if the owner has no such reminder deleted (never deleted, deleted
    /// earlier, purged, gone with its list, which takes its reminders with it, or a subtask
    /// whose parent is deleted).
    public func restore(id: Reminder.ID, deletedSince: Date) async throws(RepositoryError) -> Reminder {
        try await database.write { [owner] db in
            // A subtask whose parent is deleted (after it) stays deleted: it would be a subtask of nothing.
            let deletedAt = try Double.fetchOne(
                db, sql: """
                    SELECT deletedAt FROM reminder WHERE id = ?1 AND \(RoleFence.reminder(person: 2)) AND deletedAt >= ?3
                    AND (parentID IS NULL OR EXISTS (SELECT 1 FROM reminder AS parent WHERE parent.id = reminder.parentID AND parent.deletedAt IS NULL))
                    """,
                arguments: [id, owner, deletedSince.timeIntervalSince1970]
            )
            guard let deletedAt else { throw RepositoryError.notFound }
            try db.execute(
                sql: "UPDATE reminder SET deletedAt = NULL WHERE (id = ?1 OR parentID = ?1) AND \(RoleFence.reminder(person: 2)) AND deletedAt = ?3",
                arguments: [id, owner, deletedAt]
            )
            return try Self.fetch(id, owner: owner, db).reminder
        }
    }

    private func modify(
        _ id: Reminder.ID, checkingList listID: ReminderList.ID? = nil, _ change: @escaping @Sendable (inout ReminderRecord) -> Void
    ) async throws(RepositoryError) -> Reminder {
        try await database.write { [owner, database] db in
            var record = try Self.fetch(id, owner: owner, db)
            if let listID { _ = try SQLiteReminderListRepository.fetch(listID, owner: owner, db) }
            let before = record
            change(&record)
            try record.prepareToWrite(replacing: before, by: owner, database.schedule, at: database.now(), db)
            try record.updateRow(from: before, db)
            if record.listID != before.listID {
                // A parent's subtasks stay in its list, after it.
                try ReminderRecord.moveSubtasks(of: id, toList: record.listID, owner: owner, db)
                // …and keep their assignees only where `Assignees` still allows them, their
                // alerts going to the people of that list.
                try ReminderRecord.review(where: "parentID = ? AND \(ReminderRecord.dependsOnPeople)", [id], database.schedule, at: database.now(), db)
            }
            return record.reminder
        }
    }

    /// The reminder `id` if `owner` holds a role on its list (`RoleFence`) and it is not deleted;
    /// `notFound` otherwise.
    static func fetch(_ id: Reminder.ID, owner: User.ID, _ db: Database) throws -> ReminderRecord {
        let statement = try db.cachedStatement(sql: fetchSQL)
        let (rows, columns) = try StatementColumns.stepping(statement, arguments: [id, owner])
        guard try rows.next() != nil else { throw RepositoryError.notFound }
        return ReminderRecord(columns, try ReminderRecord.layout(statement))
    }

    /// The query of reminder `?1`, not deleted, if person `?2` holds a role on its list.
    private static let fetchSQL = "SELECT \(ReminderRecord.selection) FROM reminder WHERE id = ?1 AND \(RoleFence.reminder(person: 2)) AND \(notDeleted)"
}
