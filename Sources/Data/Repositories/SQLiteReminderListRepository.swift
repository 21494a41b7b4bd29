import Domain
import Entities
import Foundation
import GRDB

/// The lists of one user, kept in the app's SQLite database: every query asks for the owner's
/// rows only, so another user's list answers `notFound` exactly like one that does not exist.
public struct SQLiteReminderListRepository: ReminderListRepository {
    private let database: AppDatabase
    private let owner: User.ID
    private let now: @Sendable () -> Date

    /// A repository of `owner`'s lists over `database`; `now` stamps the creation of lists.
    public init(database: AppDatabase, owner: User.ID, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.owner = owner
        self.now = now
    }

    /// Every list with its count of open reminders, by name ignoring case (the `(ownerID, nameKey)` index).
    public func summaries() async throws(RepositoryError) -> [ReminderListSummary] {
        try await database.read { [owner] db in
            try Self.counted(owner: owner, db).map(\.summary)
        }
    }

    /// The list `id`; `notFound` if there is none.
    public func list(id: ReminderList.ID) async throws(RepositoryError) -> ReminderList {
        try await database.read { [owner] db in
            try Self.fetch(id, owner: owner, db).list
        }
    }

    /// Creates a list; `conflict` if the name is taken, ignoring case.
    public func create(name: String) async throws(RepositoryError) -> ReminderList {
        let createdAt = now()
        return try await database.write { [owner] db in
            var record = ReminderListRecord(name: name, createdAt: createdAt, ownerID: owner)
            try record.insert(db)
            return record.list
        }
    }

    /// Gives list `id` the name, colour and icon of `draft`; `notFound`, or `conflict` if another
    /// list has the name, ignoring case.
    public func update(id: ReminderList.ID, with draft: ReminderListDraft) async throws(RepositoryError) -> ReminderList {
        try await database.write { [owner] db in
            try Self.update(id, with: draft, owner: owner, db).list
        }
    }

    /// Shows list `id` in `order` from now on; `notFound` if the owner has no such list.
    public func setSortOrder(id: ReminderList.ID, to order: ReminderSortOrder) async throws(RepositoryError) -> ReminderList {
        try await database.write { [owner] db in
            try db.execute(
                sql: "UPDATE reminderList SET sortOrder = ? WHERE id = ? AND ownerID = ?", arguments: [order.rawValue, id, owner]
            )
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
            return try Self.fetch(id, owner: owner, db).list
        }
    }

    /// Deletes list `id` and, by the foreign key's cascade, its reminders, in one transaction.
    public func delete(id: ReminderList.ID) async throws(RepositoryError) {
        try await database.write { [owner] db in
            try db.execute(sql: "DELETE FROM reminderList WHERE id = ? AND ownerID = ?", arguments: [id, owner])
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
        }
    }

    /// A list with the counts the triggers keep: open (in its summary), completed, open flagged,
    /// and open with a due date; and the person's role on it.
    /// (`inSmartLists`: whether the person's smart lists take its reminders: their own always, a
    /// shared one unless they hid it.)
    typealias CountedList = (
        summary: ReminderListSummary, completedCount: Int, flaggedCount: Int, scheduledCount: Int, role: ListRole, inSmartLists: Bool
    )

    /// The lists `person` holds a role on (their own, and those shared with them) by name, with
    /// their counts and the person's role, read at the columns' indexes resolved once for each
    /// statement: every list page reads them (its name, its total, the lists to move to).
    ///
    /// Two statements, each a range of an index read in order (`reminderList_ownerName`,
    /// `listMember_user`), merged by name only when the person is a member of any: one statement
    /// for both (`RoleFence.list`) sorted every list page's lists in a temporary tree, 42,000
    /// instructions a page.
    static func counted(owner person: User.ID, _ db: Database) throws -> [CountedList] {
        var lists = try counted(db.cachedStatement(sql: ownedSQL), person, role: { _ in (.owner, true) })
        let roleColumn = Int32(ReminderListRecord.selectedColumns.count)
        let shared = try counted(db.cachedStatement(sql: sharedSQL), person, role: { columns in
            columns.optionalText(roleColumn).flatMap(ListRole.init(rawValue:)).map { ($0, columns.int64(roleColumn + 1) != 0) }
        })
        if !shared.isEmpty {
            lists += shared
            lists = lists.map { ($0.summary.list.name.foldedKey, $0) }.sorted { ($0.0, $0.1.summary.id) < ($1.0, $1.1.summary.id) }.map(\.1)
        }
        try namePeople(on: &lists, person: person, db)
        return lists
    }

    /// Gives each of `lists` with members the display names of the others on it (`peopleSQL`),
    /// in one statement; none runs when no list has members.
    private static func namePeople(on lists: inout [CountedList], person: User.ID, _ db: Database) throws {
        let shared = lists.indices.filter { lists[$0].summary.hasMembers }
        guard !shared.isEmpty else { return }
        let ids = "[" + shared.map { String(lists[$0].summary.id) }.joined(separator: ",") + "]"
        var people: [ReminderList.ID: [String]] = [:]
        for row in try Row.fetchAll(db.cachedStatement(sql: peopleSQL), arguments: [ids, person]) { people[row[0], default: []].append(row[1]) }
        for index in shared { lists[index].summary.people = people[lists[index].summary.id] ?? [] }
    }

    /// Everyone on the lists of the JSON array `?1` but person `?2`, each list's owner first,
    /// then its members by when they joined: each list and its owner by primary key, its members
    /// a range of `listMember`'s key. The lists are those `counted` read, which the person holds
    /// a role on.
    static let peopleSQL = """
        SELECT reminderList.id, user.displayName, 0 AS rank, 0 AS joinedAt, user.id AS userID
          FROM json_each(?1) AS wanted JOIN reminderList ON reminderList.id = wanted.value JOIN user ON user.id = reminderList.ownerID
         WHERE user.id <> ?2
        UNION ALL
        SELECT listMember.listID, user.displayName, 1, listMember.joinedAt, user.id
          FROM json_each(?1) AS wanted JOIN listMember ON listMember.listID = wanted.value JOIN user ON user.id = listMember.userID
         WHERE user.id <> ?2
        ORDER BY 1, 3, 4, 5
        """

    /// The lists of `statement` run for `person`, each with the role `role` reads of its row and
    /// whether the person's smart lists take it (a row without a role is left out).
    private static func counted(
        _ statement: Statement, _ person: User.ID, role: (StatementColumns) -> (ListRole, inSmartLists: Bool)?
    ) throws -> [CountedList] {
        // Read through a cursor: `fetchAll` copies every row first, which cost as much as
        // reading the list page's fifty reminders.
        let (rows, columns) = try StatementColumns.stepping(statement, arguments: [person])
        let layout = try ReminderListRecord.layout(statement)
        var lists: [CountedList] = []
        while try rows.next() != nil {
            guard let (role, inSmartLists) = role(columns) else { continue }
            let record = ReminderListRecord(columns, layout)
            lists.append((
                ReminderListSummary(
                    list: record.list, openCount: record.openCount, isShared: role != .owner, isReadOnly: !role.permissions.contains(.change),
                    hasMembers: record.memberCount > 0
                ), record.completedCount, record.flaggedCount,
                record.scheduledCount, role, inSmartLists
            ))
        }
        return lists
    }

    /// The lists person `?` owns, by name.
    static let ownedSQL = "SELECT \(ReminderListRecord.selection) FROM reminderList WHERE ownerID = ? ORDER BY nameKey, id"

    /// The lists shared with person `?`, by name, each with the role and whether the person's
    /// smart lists take it (the last two columns).
    static let sharedSQL = """
        SELECT \(ReminderListRecord.selection), listMember.role, listMember.inSmartLists FROM listMember JOIN reminderList ON reminderList.id = listMember.listID
        WHERE listMember.userID = ? ORDER BY nameKey, reminderList.id
        """

    /// Gives list `id`, if `owner` owns it, the details of `draft`, and answers the row;
    /// `notFound` otherwise.
    static func update(_ id: ReminderList.ID, with draft: ReminderListDraft, owner: User.ID, _ db: Database) throws -> ReminderListRecord {
        var record = try fetch(id, owner: owner, db)
        record.apply(draft)
        // Counts are kept by triggers: write the details' columns only.
        try record.update(db, columns: ReminderListRecord.detailColumns)
        return record
    }

    /// The list `id` if `person` holds a role on it (`RoleFence`); `notFound` otherwise.
    static func fetch(_ id: ReminderList.ID, owner person: User.ID, _ db: Database) throws -> ReminderListRecord {
        guard let record = try ReminderListRecord.fetchOne(db.cachedStatement(sql: fetchSQL), arguments: [id, person]) else {
            throw RepositoryError.notFound
        }
        return record
    }

    /// The query of list `?1`, if person `?2` holds a role on it.
    private static let fetchSQL = "SELECT * FROM reminderList WHERE id = ?1 AND \(RoleFence.list(person: 2))"
}
