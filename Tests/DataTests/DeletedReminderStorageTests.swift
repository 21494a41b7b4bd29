@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// `v7-deleted-reminders`: the deletion time, the partial indexes every read still reads in
/// order, and the counts the triggers keep of the reminders not deleted.
@Suite struct DeletedReminderStorageTests {
    /// Each read, with the plan it must keep: a range of its index (now partial, without the
    /// deleted rows), read in order, never a scan of the table nor a sort.
    @Test(arguments: [
        (SQLiteReminderRepository.todayFilter, ["1", "2026-11-22"], SQLiteReminderRepository.defaultOrder,
         "SEARCH reminder USING INDEX reminder_ownerOrder (ownerID=? AND isCompleted=? AND dueSort<?)"),
        (SQLiteReminderRepository.scheduledFilter, ["1"], SQLiteReminderRepository.defaultOrder,
         "SEARCH reminder USING INDEX reminder_ownerOrder (ownerID=? AND isCompleted=? AND dueSort<?)"),
        (SQLiteReminderRepository.flaggedFilter, ["1"], SQLiteReminderRepository.defaultOrder,
         "SEARCH reminder USING INDEX reminder_ownerFlagged (ownerID=? AND isCompleted=?)"),
        (SQLiteReminderRepository.completedFilter, ["1"], SQLiteReminderRepository.completedOrder,
         "SEARCH reminder USING INDEX reminder_ownerCompletedAt (ownerID=? AND completedAt>?)"),
        (SQLiteReminderRepository.shortSearchFilter, ["1", "a", "a"], SQLiteReminderRepository.defaultOrder,
         "SEARCH reminder USING INDEX reminder_ownerOrder (ownerID=?)"),
    ] as [(String, [String], String, String)])
    func everySmartListAndShortSearch_readsARangeOfItsPartialIndex_inOrder(
        filter: String, arguments: [String], order: String, expectedPlan: String
    ) async throws {
        try await TestDatabase.with { test in
            let sql = SQLiteReminderRepository.pageSQL(where: filter, orderBy: order)
            let (rows, count) = try await test.database.read { db in
                (try Self.plan(db, sql, StatementArguments(arguments + ["50", "0"])),
                 try Self.plan(db, SQLiteReminderRepository.countSQL(where: filter), StatementArguments(arguments)))
            }

            #expect(rows == [expectedPlan])
            #expect(count == [expectedPlan])
        }
    }

    @Test func search_readsTheOwnersRowsFromTheirPartialIndex_andFewShortMatchesToo() async throws {
        try await TestDatabase.with { test in
            let (search, few) = try await test.database.read { db in
                (try Self.plan(db, SQLiteReminderRepository.pageSQL(where: SQLiteReminderRepository.searchFilter, orderBy: SQLiteReminderRepository.defaultOrder),
                               [1, "\"milk\"", 50, 0]),
                 try Self.plan(db, SQLiteReminderRepository.pageSQL(where: SQLiteReminderRepository.fewMatchesFilter, orderBy: SQLiteReminderRepository.defaultOrder),
                               [1, "a", "a", 50, 0]))
            }

            #expect(search.first == "SEARCH reminder USING INDEX reminder_ownerOrder (ownerID=?)")
            // Few matches are sorted on purpose (see `reminders(matching:page:)`); found through the index all the same.
            #expect(few.contains("SEARCH reminder USING INDEX reminder_ownerOrder (ownerID=?)"))
            #expect(!(search + few).contains { $0.hasPrefix("SCAN reminder ") || $0 == "SCAN reminder" })
        }
    }

    @Test func theIndexesOfTheReads_holdTheRemindersNotDeletedOnly() async throws {
        try await TestDatabase.with { test in
            let partial = try await test.database.read { db in
                try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'reminder' AND sql IS NOT NULL")
                    .map { ($0["name"] as String, $0["sql"] as String) }
            }
            let conditions = Dictionary(uniqueKeysWithValues: partial.map { name, sql in
                (name, sql.range(of: " WHERE ").map { String(sql[$0.upperBound...]) } ?? "")
            })

            #expect(conditions == [
                "reminder_listPage": "deletedAt IS NULL",
                "reminder_ownerOrder": "deletedAt IS NULL",
                "reminder_ownerCompletedAt": "completedAt IS NOT NULL AND deletedAt IS NULL",
                "reminder_ownerFlagged": "isFlagged = 1 AND deletedAt IS NULL",
                "reminder_deletedAt": "deletedAt IS NOT NULL",
                // Also the foreign key's index: deleting a parent for good finds every subtask, deleted or not.
                "reminder_parent": "parentID IS NOT NULL",
                // And "Assigned to me", which asks for `deletedAt IS NULL` as a column of it: an account's
                // deletion finds every row assigned to it, deleted or not.
                "reminder_assignee": "assigneeID IS NOT NULL",
                // And who completed a row of a shared list: only the foreign key's lookup, for rows deleted or not.
                "reminder_completedBy": "completedByID IS NOT NULL",
                "reminder_subtasks": "parentID IS NOT NULL AND deletedAt IS NULL",
                "reminder_subtasksOfList": "parentID IS NOT NULL AND deletedAt IS NULL",
                "reminder_listManual": "deletedAt IS NULL AND parentID IS NULL",
                "reminder_listPriority": "deletedAt IS NULL AND parentID IS NULL",
                "reminder_listTitle": "deletedAt IS NULL AND parentID IS NULL",
                "reminder_listCreated": "deletedAt IS NULL AND parentID IS NULL",
                // Also the manual order's positions: a move shifts deleted reminders' too, so that
                // one restored comes back in its place, and a new one goes after every one.
                "reminder_listPosition": "",
                // A reminder's uid, unique among everyone's reminders, deleted ones too (a deleted
                // reminder's uid is taken until it is purged).
                "reminder_uid": "",
            ])
        }
    }

    @Test func aFileFromBeforeDeletion_getsTheColumn_nothingDeleted_theSameCounts_andItsPagesStillCover() async throws {
        // given: a file of the schema before deletion was kept, with an open, a completed and a flagged reminder
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await fileFromBefore("v6-flags", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('old@example.com', 'Old', 'h', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Old', 'old', 0, 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt) VALUES (1, 'Kept', 'kept', 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, completedAt) VALUES (1, 'Done', 'done', 2, 3);
            INSERT INTO reminder (listID, title, titleKey, createdAt, isFlagged) VALUES (1, 'Flagged', 'flagged', 4, 1);
            """)

        // when
        let database = try AppDatabase(path: path)
        defer { try? database.close() }

        // then
        #expect(try database.appliedMigrations() == AppDatabase.migrator.migrations)
        #expect(try await database.count("reminder", where: "deletedAt IS NULL") == 3)
        let reminders = SQLiteReminderRepository(database: database, owner: 1)
        let page = try await reminders.listPage(1, includeCompleted: true, page: PageRequest())
        #expect(page.reminders.titles == ["Kept", "Flagged", "Done"] && page.reminders.totalCount == 3)
        #expect(page.lists.map(\.openCount) == [2])
        #expect(try await reminders.reminders(in: .flagged, today: .fixture(), page: PageRequest()).titles == ["Flagged"])
        let plan = try await database.read { db in
            try Self.plan(db, SQLiteReminderRepository.pageSQL(
                where: SQLiteReminderRepository.listPageFilter(includeCompleted: true), orderBy: SQLiteReminderRepository.defaultOrder
            ), [1, 50, 0])
        }
        #expect(plan == ["SEARCH reminder USING COVERING INDEX reminder_listPage (listID=?)"])

        // and a reminder deleted in it leaves its counts
        try await reminders.delete(id: 1, at: fixtureDate)
        #expect(try await reminders.listPage(1, includeCompleted: true, page: PageRequest()).lists.map(\.openCount) == [1])
    }

    /// The details of `sql`'s query plan.
    private static func plan(_ db: Database, _ sql: String, _ arguments: StatementArguments) throws -> [String] {
        try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { $0["detail"] as String }
    }
}
