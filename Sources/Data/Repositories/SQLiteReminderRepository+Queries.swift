import Domain
import Entities
import GRDB

extension SQLiteReminderRepository {
    /// Open first, then by due date (none last; a day alone before its times), then by creation:
    /// the column order of the `reminder_listPage` and `reminder_ownerOrder` indexes (after the list
    /// or the owner).
    static let defaultOrder = "isCompleted, dueSort, createdAt, id"

    /// The order of a list's page in `order`, open first: the column order of the index that
    /// serves it after `listID` (see `schemaV13SortOrders`), so that the page is one range of that
    /// index read in order.
    static func listOrder(_ order: ReminderSortOrder) -> String {
        switch order {
        case .dueDate: defaultOrder
        case .manual: "isCompleted, position, id"
        case .priority: "isCompleted, priorityRank, dueSort, createdAt, id"
        case .title: "isCompleted, titleKey, id"
        case .createdAt: "isCompleted, createdAt, id"
        }
    }

    /// The rows not deleted, which are all that any read may see. Every index a read uses holds
    /// these rows only (`WHERE deletedAt IS NULL`), and SQLite uses a partial index only for a
    /// query that asks for its condition: `page(…)` and `pageSQL(…)` add it to every filter.
    static let notDeleted = "deletedAt IS NULL"

    /// The rows of list `?`'s page, its top-level reminders (a subtask shows under its parent),
    /// open ones only unless `includeCompleted`.
    static func listPageFilter(includeCompleted: Bool) -> String {
        includeCompleted ? "listID = ? AND parentID IS NULL" : "listID = ? AND isCompleted = 0 AND parentID IS NULL"
    }

    /// The subtasks of list `?`, open ones only unless `includeCompleted`.
    static func listSubtasksFilter(includeCompleted: Bool) -> String {
        includeCompleted ? "listID = ? AND parentID IS NOT NULL" : "listID = ? AND isCompleted = 0 AND parentID IS NOT NULL"
    }

    /// The query counting list `?`'s subtasks (open ones only unless `includeCompleted`) as a range
    /// of `reminder_subtasksOfList`: without statistics SQLite would rather read the list's whole
    /// range of `reminder_listPage`, which covers the query too, so the index is named.
    static func listSubtasksCountSQL(includeCompleted: Bool) -> String {
        "SELECT COUNT(*) FROM reminder INDEXED BY reminder_subtasksOfList WHERE \(notDeleted) AND \(listSubtasksFilter(includeCompleted: includeCompleted))"
    }

    /// The rows of owner `?`'s Today, due before day `?` (the day after today): a range of `reminder_ownerOrder`.
    static let todayFilter = "ownerID = ? AND isCompleted = 0 AND dueSort < ?"

    /// The rows of owner `?`'s Scheduled, every open reminder with a due date: a range of `reminder_ownerOrder`.
    static let scheduledFilter = "ownerID = ? AND isCompleted = 0 AND dueSort < '~'"

    /// The rows of owner `?`'s Flagged smart list: a range of `reminder_ownerFlagged`.
    static let flaggedFilter = "ownerID = ? AND isFlagged = 1 AND isCompleted = 0"

    /// The rows of owner `?`'s All, every open reminder: a range of `reminder_ownerOrder`.
    static let allFilter = "ownerID = ? AND isCompleted = 0"

    /// The rows of owner `?`'s Completed: `reminder_ownerCompletedAt`, read backwards.
    static let completedFilter = "ownerID = ? AND completedAt IS NOT NULL"

    /// The order of Completed: most recently completed first.
    static let completedOrder = "completedAt DESC, id DESC"

    /// The rows of owner `?` whose text holds the FTS5 phrase `?` (three characters or more).
    static let searchFilter = "ownerID = ? AND id IN (SELECT rowid FROM reminderSearch WHERE reminderSearch MATCH ?)"

    /// The rows of owner `?` whose folded title or notes hold `?` (the same text twice): shorter text, which has no trigram.
    static let shortSearchFilter = "ownerID = ? AND (instr(titleKey, ?) > 0 OR instr(notesKey, ?) > 0)"

    /// `shortSearchFilter`'s rows found first, to be sorted, when they are few.
    static let fewMatchesFilter = "id IN (SELECT id FROM reminder WHERE \(notDeleted) AND \(shortSearchFilter))"

    /// The rows of person `?1`'s Assigned to Me: open, assigned to them, in a list they hold a
    /// role on (`Assignees` keeps it so as rows are written; the fence keeps a row that slipped
    /// past it from showing): a range of `reminder_assignee` in the default order. Numbered, as
    /// the fence is: the page's size and offset follow as `?2` and `?3`.
    static let assignedFilter = "assigneeID = ?1 AND isCompleted = 0 AND \(RoleFence.reminder(person: 1))"

    /// The count of `assignedFilter`'s rows, which the sidebar of someone with a shared list
    /// reads on every page: made once, not for each.
    static let assignedCountSQL = countSQL(where: assignedFilter)

    /// The owner's condition every filter above begins with (but `assignedFilter`).
    static let ownScope = "ownerID = ?"

    /// The lists shared with the person that an aggregate read takes besides their own.
    enum SharedScope {
        /// Those they show in their smart lists (Today, Scheduled, Flagged, All, Completed).
        case smartLists
        /// Every one, hidden from the smart lists or not (search).
        case everyList

        /// The ids of the lists shared with person `?n` that the scope takes: a range of
        /// `listMember_user`. The one place that says which shared lists an aggregate read takes.
        func listIDs(person n: Int = 1) -> String {
            "SELECT listID FROM listMember WHERE userID = ?\(n)" + (self == .smartLists ? " AND inSmartLists = 1" : "")
        }

        /// This scope when `person` is a member of a list it takes, else nil (the person's reads
        /// stay those of their own lists): one probe of `listMember_user`.
        func taken(by person: User.ID, _ db: Database) throws -> SharedScope? {
            try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (\(listIDs()))"), arguments: [person]) == true ? self : nil
        }
    }

    /// `filter` (one of the above) without the owner's condition it begins with, its parameters
    /// numbered from `?2` (the person is `?1`), so that two statements can repeat it.
    static func rest(of filter: String) -> String {
        let prefix = ownScope + " AND "
        precondition(filter.hasPrefix(prefix), "a filter that does not begin with the owner's condition")
        var rest = ""
        var number = 2
        var characters = filter.dropFirst(prefix.count)[...]
        while let character = characters.popFirst() {
            rest.append(character)
            if character == "?", !(characters.first?.isNumber ?? false) {
                rest += String(number)
                number += 1
            }
        }
        return rest
    }

    /// One page of `filter` over the person's own lists and those of `scope` shared with them,
    /// in `order` (its terms: columns, each perhaps `DESC`): two ranges, the owner's read in its
    /// index's order and the shared lists' sorted, merged (SQLite's `MERGE (UNION ALL)`), so
    /// that the owner's range is read only as far as the page's end. Arguments as `pageSQL`'s:
    /// the person, `filter`'s others, the page's size and offset.
    static func pageSQL(where filter: String, orderBy order: String, sharing scope: SharedScope) -> String {
        let rest = rest(of: filter)
        let terms = order.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init) }
        let keys = terms.enumerated().map { "\($0.element[0]) AS k\($0.offset)" }.joined(separator: ", ")
        let direction = { (term: [String]) in term.count > 1 ? " " + term[1] : "" }
        let byPosition = terms.enumerated().map { "\($0.offset + 1)" + direction($0.element) }.joined(separator: ", ")
        let byKey = terms.enumerated().map { "page.k\($0.offset)" + direction($0.element) }.joined(separator: ", ")
        let idKey = "page.k\(terms.firstIndex { $0[0] == "id" } ?? terms.count - 1)"
        return """
            SELECT \(ReminderRecord.selection) FROM (
              SELECT \(keys) FROM reminder WHERE \(notDeleted) AND ownerID = ?1 AND \(rest)
              UNION ALL
              SELECT \(keys) FROM reminder WHERE \(notDeleted) AND listID IN (\(scope.listIDs())) AND \(rest)
              ORDER BY \(byPosition) LIMIT ? OFFSET ?
            ) AS page JOIN reminder ON reminder.id = \(idKey) ORDER BY \(byKey)
            """
    }

    /// The count of `filter`'s rows over the person's own lists and those of `scope`: two ranges counted.
    static func countSQL(where filter: String, sharing scope: SharedScope) -> String {
        let rest = rest(of: filter)
        return """
            SELECT (SELECT COUNT(*) FROM reminder WHERE \(notDeleted) AND ownerID = ?1 AND \(rest))
                 + (SELECT COUNT(*) FROM reminder WHERE \(notDeleted) AND listID IN (\(scope.listIDs())) AND \(rest))
            """
    }

    /// The lists' kept count `column` summed over person `?1`'s own lists, and with `shared` over
    /// the lists of that scope shared with them.
    static func keptTotalSQL(_ column: String, sharing shared: SharedScope?) -> String {
        let scope = shared.map { "ownerID = ?1 OR id IN (\($0.listIDs()))" } ?? "ownerID = ?1"
        return "SELECT COALESCE(SUM(\(column)), 0) FROM reminderList WHERE \(scope)"
    }

    /// The query of one page of the rows not deleted that match `filter`: `filter`'s arguments,
    /// then the page's size and offset.
    static func pageSQL(where filter: String, orderBy order: String) -> String {
        "SELECT \(ReminderRecord.selection) FROM reminder WHERE \(notDeleted) AND \(filter) ORDER BY \(order) LIMIT ? OFFSET ?"
    }

    /// The query counting the rows not deleted that match `filter`.
    static func countSQL(where filter: String) -> String {
        "SELECT COUNT(*) FROM reminder WHERE \(notDeleted) AND \(filter)"
    }

    /// A page of a smart list; `today` is the user's current day.
    /// A smart list takes the reminders of the person's own lists and of the lists shared with
    /// them that they did not hide from it (`listMember.inSmartLists`).
    public func reminders(in smartList: SmartList, today: LocalDate, page: PageRequest) async throws(RepositoryError) -> Page<Reminder> {
        try await database.read { [owner] db in
            let shared = try SharedScope.smartLists.taken(by: owner, db)
            switch smartList {
            case .today:
                // Due on or before today: every dueSort below the next day's `YYYY-MM-DD`.
                return try Self.page(
                    db, where: Self.todayFilter, arguments: [owner, today.next.description], orderBy: Self.defaultOrder, page: page, sharing: shared
                )
            case .scheduled:
                return try Self.page(db, where: Self.scheduledFilter, arguments: [owner], orderBy: Self.defaultOrder, page: page, sharing: shared)
            case .flagged:
                return try Self.page(db, where: Self.flaggedFilter, arguments: [owner], orderBy: Self.defaultOrder, page: page, sharing: shared)
            case .all:
                // The total is the lists' open counts the triggers keep, not a count of the range.
                let total = try Int.fetchOne(db.cachedStatement(sql: Self.keptTotalSQL("openCount", sharing: shared)), arguments: [owner]) ?? 0
                return try Self.page(
                    db, where: Self.allFilter, arguments: [owner], orderBy: Self.defaultOrder, page: page, totalCount: total, sharing: shared
                )
            case .completed:
                let total = try Int.fetchOne(db.cachedStatement(sql: Self.keptTotalSQL("completedCount", sharing: shared)), arguments: [owner]) ?? 0
                return try Self.page(
                    db, where: Self.completedFilter, arguments: [owner], orderBy: Self.completedOrder, page: page, totalCount: total, sharing: shared
                )
            case .assigned:
                return try Self.page(db, where: Self.assignedFilter, arguments: [owner], orderBy: Self.defaultOrder, page: page)
            }
        }
    }

    /// Today's count of owner `?`'s lists: the open reminders the triggers keep per list and due
    /// day (`schemaV26SmartCounts`), summed over the days before day `?` (the day after today),
    /// each list's days one range of `reminderDueDay`'s key. A few rows per list, whatever the
    /// reminders' number.
    static let todayCountSQL = """
        SELECT CAST(total(reminderDueDay.openCount) AS INTEGER) FROM reminderList
          JOIN reminderDueDay ON reminderDueDay.listID = reminderList.id AND reminderDueDay.day < ?
         WHERE reminderList.ownerID = ?
        """

    /// `todayCountSQL` over the person's own lists and the lists shared with them that their
    /// smart lists show.
    static let todayCountIncludingSharedSQL = """
        SELECT CAST(total(reminderDueDay.openCount) AS INTEGER) FROM reminderList
          JOIN reminderDueDay ON reminderDueDay.listID = reminderList.id AND reminderDueDay.day < ?1
         WHERE reminderList.ownerID = ?2 OR reminderList.id IN (\(SharedScope.smartLists.listIDs(person: 2)))
        """

    /// Every list with its open count and every smart list's count, in one read of counts the
    /// triggers keep: the lists (which every list page reads too), with their open, completed,
    /// flagged and scheduled counts, and one statement for Today; none for a person without
    /// lists, who has no reminders. No reminder is visited.
    public func overview(today: LocalDate) async throws(RepositoryError) -> ReminderOverview {
        try await database.read { [owner] db in
            try Self.overview(owner: owner, lists: SQLiteReminderListRepository.counted(owner: owner, db), today: today, db)
        }
    }

    /// The overview of `owner`, whose `lists` are read already in the snapshot of `db`: every
    /// list they hold a role on, and the smart lists' counts of the lists those show (their own,
    /// and those shared with them they did not hide), as the smart lists' pages show them.
    static func overview(
        owner: User.ID, lists all: [SQLiteReminderListRepository.CountedList], today: LocalDate, _ db: Database
    ) throws -> ReminderOverview {
        let lists = all.filter(\.inSmartLists)
        var todayCount = 0
        if !lists.isEmpty {
            let sql = lists.contains { $0.role != .owner } ? Self.todayCountIncludingSharedSQL : Self.todayCountSQL
            let (rows, columns) = try StatementColumns.stepping(
                db.cachedStatement(sql: sql), arguments: [today.next.description, owner]
            )
            if try rows.next() != nil { todayCount = Int(columns.int64(0)) }
        }
        // Only someone with a shared list can have a reminder assigned: no statement for anyone else.
        let assignedCount = all.contains(where: \.summary.hasMembers)
            ? try Int.fetchOne(db.cachedStatement(sql: Self.assignedCountSQL), arguments: [owner]) ?? 0 : 0
        var counts: [SmartList: Int] = [:]
        for smartList in SmartList.allCases {
            counts[smartList] = switch smartList {
            case .today: todayCount
            case .scheduled: lists.reduce(0) { $0 + $1.scheduledCount }
            case .flagged: lists.reduce(0) { $0 + $1.flaggedCount }
            case .all: lists.reduce(0) { $0 + $1.summary.openCount }
            case .completed: lists.reduce(0) { $0 + $1.completedCount }
            case .assigned: assignedCount
            }
        }
        return ReminderOverview(lists: all.map(\.summary), counts: counts)
    }

    /// A page of the reminders whose title or notes contain `text`, ignoring case and accents
    /// (Domain's `SearchKey`: the query's key within the stored keys).
    ///
    /// Three characters or more go through the FTS5 trigram index. Shorter text has no trigram,
    /// so it scans the folded columns: counting first, then reading the order index until the page
    /// is full when matches are many (they come soon), or sorting the few matches when they are not
    /// (reading the index would visit most of the table for them).
    public func reminders(matching text: String, page: PageRequest) async throws(RepositoryError) -> Page<Reminder> {
        let key = SearchKey.of(text)
        return try await database.read { [owner] db in
            // Search finds what the person may read: the lists shared with them too, hidden or not.
            let shared = try SharedScope.everyList.taken(by: owner, db)
            if key.unicodeScalars.count >= 3 {
                let phrase = "\"" + key.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                // The index holds every owner's text: the owner's matches are counted through `reminder`.
                return try Self.page(db, where: Self.searchFilter, arguments: [owner, phrase], orderBy: Self.defaultOrder, page: page, sharing: shared)
            }
            let filter = Self.shortSearchFilter
            if let shared {
                // A member's short text reads both ranges in order: no sort of the few.
                return try Self.page(db, where: filter, arguments: [owner, key, key], orderBy: Self.defaultOrder, page: page, sharing: shared)
            }
            let total = try Int.fetchOne(db, sql: Self.countSQL(where: filter), arguments: [owner, key, key]) ?? 0
            let many = total > Self.denseMatchFactor * (page.offset + page.size)
            return try Self.page(
                db, where: many ? filter : Self.fewMatchesFilter,
                arguments: [owner, key, key], orderBy: Self.defaultOrder, page: page, totalCount: total
            )
        }
    }

    /// How many times more matches than the page's end make the order index worth reading: then
    /// about a quarter of the index at most is read before the page is full.
    static let denseMatchFactor = 4

    /// One page of the `reminder` rows not deleted that match `filter`; the total is counted with
    /// the same filter unless given, and no rows are read for a page past the end.
    /// With `sharing`, over the lists of that scope shared with the person too.
    static func page(
        _ db: Database, where filter: String, arguments: StatementArguments, orderBy order: String,
        page: PageRequest, totalCount: Int? = nil, sharing shared: SharedScope? = nil
    ) throws -> Page<Reminder> {
        // Counted only when the total is not given (the kept counts give All's and Completed's).
        let total = try totalCount ?? Int.fetchOne(
            db.cachedStatement(sql: shared.map { countSQL(where: filter, sharing: $0) } ?? countSQL(where: filter)), arguments: arguments
        ) ?? 0
        guard total > page.offset else { return Page(items: [], number: page.number, size: page.size, totalCount: total) }
        // A handful of distinct filters and orders: cached statements are parsed once per connection.
        let reading = shared.map { pageSQL(where: filter, orderBy: order, sharing: $0) } ?? pageSQL(where: filter, orderBy: order)
        let statement = try db.cachedStatement(sql: reading)
        let (rows, columns) = try StatementColumns.stepping(statement, arguments: arguments + [page.size, page.offset])
        let layout = try ReminderRecord.layout(statement)
        var items: [Reminder] = []
        items.reserveCapacity(page.size)
        while try rows.next() != nil { items.append(ReminderRecord(columns, layout).reminder) }
        return Page(items: items, number: page.number, size: page.size, totalCount: total)
    }
}
