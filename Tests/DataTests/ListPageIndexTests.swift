@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// A list's page is read from `reminder_listPage` alone: it holds every column of `reminder`, so
/// SQLite never seeks the table for a row (see `schemaV3ListPageIndex` for why every column;
/// `ReminderColumnsTests` checks that it holds exactly the declared ones).
@Suite struct ListPageIndexTests {
    @Test(arguments: [
        (false, "SEARCH reminder USING COVERING INDEX reminder_listPage (listID=? AND isCompleted=?)"),
        (true, "SEARCH reminder USING COVERING INDEX reminder_listPage (listID=?)"),
    ])
    func aListPage_isOneRangeOfTheCoveringIndex_withNoSort(includeCompleted: Bool, expectedPlan: String) async throws {
        try await TestDatabase.with { test in
            let sql = SQLiteReminderRepository.pageSQL(
                where: SQLiteReminderRepository.listPageFilter(includeCompleted: includeCompleted),
                orderBy: SQLiteReminderRepository.defaultOrder
            )

            let plan = try await test.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: [1, 50, 0]).map { $0["detail"] as String }
            }

            #expect(plan == [expectedPlan])
        }
    }

    @Test(arguments: ReminderSortOrder.allCases, [false, true])
    func aListPageInEveryOrder_isOneRangeOfItsIndexReadInOrder_withNoSort(order: ReminderSortOrder, includeCompleted: Bool) async throws {
        try await TestDatabase.with { test in
            let sql = SQLiteReminderRepository.pageSQL(
                where: SQLiteReminderRepository.listPageFilter(includeCompleted: includeCompleted),
                orderBy: SQLiteReminderRepository.listOrder(order)
            )

            let plan = try await test.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: [1, 50, 0]).map { $0["detail"] as String }
            }

            let index = [
                ReminderSortOrder.dueDate: "COVERING INDEX reminder_listPage", .manual: "INDEX reminder_listManual",
                .priority: "INDEX reminder_listPriority", .title: "INDEX reminder_listTitle", .createdAt: "INDEX reminder_listCreated",
            ][order]!
            let range = includeCompleted ? "(listID=?)" : "(listID=? AND isCompleted=?)"
            #expect(plan == ["SEARCH reminder USING \(index) \(range)"])
            #expect(!plan.joined().contains("TEMP B-TREE"))
        }
    }

    @Test func aFileFromBeforeSortOrders_keepsEveryListInDueDateOrder_andNumbersTheManualOrderAsItWasShown() async throws {
        // given: a file of the schema before sort orders, with two lists
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await fileFromBefore("v10-subtasks-repeats-tags", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('old@example.com', 'Old', 'h', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Old', 'old', 0, 1);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Other', 'other', 0, 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt) VALUES (1, 'No date', 'no date', 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, completedAt) VALUES (1, 'Done', 'done', 2, 3);
            INSERT INTO reminder (listID, title, titleKey, createdAt, dueDate) VALUES (1, 'That day', 'that day', 4, '2026-11-21');
            INSERT INTO reminder (listID, title, titleKey, createdAt) VALUES (2, 'Elsewhere', 'elsewhere', 5);
            """)

        // when
        let database = try AppDatabase(path: path)
        defer { try? database.close() }

        // then
        #expect(try database.appliedMigrations().contains("v13-sort-orders"))
        let lists = SQLiteReminderListRepository(database: database, owner: 1)
        #expect(try await lists.summaries().map(\.list.sortOrder) == [.dueDate, .dueDate])
        let positions = try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT title, position FROM reminder ORDER BY listID, position").map { "\($0[0] as String) \($0[1] as Int)" }
        }
        #expect(positions == ["That day 1", "No date 2", "Done 3", "Elsewhere 1"])
        _ = try await lists.setSortOrder(id: 1, to: .manual)
        let page = try await SQLiteReminderRepository(database: database, owner: 1).listPage(1, includeCompleted: true, page: PageRequest())
        #expect(page.reminders.titles == ["That day", "No date", "Done"])
    }

    /// A column of `reminder` added by a migration, and the file of the release before it.
    struct AddedColumn: Sendable, CustomTestStringConvertible {
        let migration: String
        let before: String
        let column: String
        /// The reminders' rows in that file (`position` exists from `v13`).
        let reminders: String
        /// The column's value on each migrated reminder, as the entity reads it.
        let value: @Sendable (Reminder) -> String
        var testDescription: String { migration }
    }

    static let addedColumns = [
        AddedColumn(migration: "v6-flags", before: "v5-health-probe", column: "isFlagged", reminders: """
            INSERT INTO reminder (listID, title, titleKey, createdAt) VALUES (1, 'Kept', 'kept', 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, completedAt) VALUES (1, 'Done', 'done', 2, 3);
            """, value: { String($0.isFlagged) }),
        AddedColumn(migration: "v22-reminder-link", before: "v21-placement", column: "link", reminders: """
            INSERT INTO reminder (listID, title, titleKey, createdAt, position) VALUES (1, 'Kept', 'kept', 1, 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, completedAt, position) VALUES (1, 'Done', 'done', 2, 3, 2);
            """, value: { $0.link?.text ?? "none" }),
        AddedColumn(migration: "v30-assignees", before: "v29-list-invitations", column: "assigneeID", reminders: """
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, uid) VALUES (1, 'Kept', 'kept', 1, 1, 'a');
            INSERT INTO reminder (listID, title, titleKey, createdAt, completedAt, position, uid) VALUES (1, 'Done', 'done', 2, 3, 2, 'b');
            """, value: { $0.assigneeID.map(String.init) ?? "no one" }),
    ]

    @Test(arguments: addedColumns)
    func aFileFromBeforeAColumn_getsIt_atItsDefault_andThePageStillReadsFromTheCoveringIndex(_ added: AddedColumn) async throws {
        // given: a file of the schema before the column, with a list of reminders
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await fileFromBefore(added.before, in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('old@example.com', 'Old', 'h', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Old', 'old', 0, 1);
            """ + added.reminders)

        // when
        let database = try AppDatabase(path: path)
        defer { try? database.close() }

        // then
        #expect(try database.appliedMigrations().contains(added.migration))
        let page = try await SQLiteReminderRepository(database: database, owner: 1).listPage(1, includeCompleted: true, page: PageRequest())
        #expect(page.reminders.titles == ["Kept", "Done"])
        #expect(page.reminders.items.map(added.value) == Array(repeating: added.value(.fixture()), count: 2))
        let indexed = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM pragma_index_info('reminder_listPage')")
        }
        #expect(indexed.contains(added.column))
        let plan = try await database.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteReminderRepository.pageSQL(
                where: SQLiteReminderRepository.listPageFilter(includeCompleted: true), orderBy: SQLiteReminderRepository.defaultOrder
            ), arguments: [1, 50, 0]).map { $0["detail"] as String }
        }
        #expect(plan == ["SEARCH reminder USING COVERING INDEX reminder_listPage (listID=?)"])
    }

    @Test func aFileFromBeforeTheIndex_getsIt_andReadsTheSamePage() async throws {
        // given: a file of the accounts schema, with a list of reminders in every order position
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await fileFromBefore("v2-accounts", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('old@example.com', 'Old', 'h', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Old', 'old', 0, 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt) VALUES (1, 'No date', 'no date', 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, dueDate, dueTime) VALUES (1, 'At nine', 'at nine', 2, '2026-11-21', '09:00');
            INSERT INTO reminder (listID, title, titleKey, createdAt, completedAt) VALUES (1, 'Done', 'done', 3, 4);
            INSERT INTO reminder (listID, title, titleKey, createdAt, dueDate) VALUES (1, 'That day', 'that day', 5, '2026-11-21');
            """)

        // when
        let database = try AppDatabase(path: path)
        defer { try? database.close() }

        // then
        #expect(try database.appliedMigrations() == AppDatabase.migrator.migrations)
        let indexes = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'reminder' AND name LIKE 'reminder_list%'")
        }
        #expect(!indexes.contains("reminder_listOrder"))
        #expect(indexes.contains("reminder_listPage"))
        let reminders = SQLiteReminderRepository(database: database, owner: 1)
        let page = try await reminders.listPage(1, includeCompleted: true, page: PageRequest())
        #expect(page.reminders.titles == ["That day", "At nine", "No date", "Done"])
        #expect(page.reminders.totalCount == 4)
    }
}
