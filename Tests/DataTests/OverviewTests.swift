@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

@Suite struct OverviewTests {
    @Test func overview_countsEachSmartListAndEachList_fromOneRead() async throws {
        try await TestDatabase.with { test in
            // given: today is 2026-11-21
            let home = try await test.lists.create(name: "home")
            let work = try await test.lists.create(name: "Work")
            let empty = try await test.lists.create(name: "Empty")
            try await test.add("Overdue", to: home, due: "2026-11-20", second: 1)
            try await test.add("Today, flagged", to: work, due: "2026-11-21", at: "23:59", flagged: true, second: 2)
            try await test.add("Tomorrow", to: work, due: "2026-11-22", second: 3)
            try await test.add("Undated, flagged", to: home, flagged: true, second: 4)
            try await test.add("Undated", to: home, second: 5)
            let done = try await test.add("Done, flagged", to: home, due: "2026-11-21", flagged: true, second: 6)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(10))
            let deleted = try await test.add("Deleted", to: work, due: "2026-11-21", flagged: true, second: 7)
            try await test.reminders.delete(id: deleted.id, at: instant(20))
            // and someone else's, which count nowhere
            let stranger = try await test.addUser("stranger@example.com")
            let theirs = test.repositories(of: stranger.id)
            let theirList = try await theirs.lists.create(name: "Theirs")
            _ = try await theirs.reminders.add(.fixture(title: "Not mine", dueDate: .fixture("2026-11-21"), isFlagged: true), toList: theirList.id, createdAt: fixtureDate)

            // when
            let overview = try await test.reminders.overview(today: .fixture("2026-11-21"))

            // then
            #expect(overview.counts == [.today: 2, .scheduled: 3, .flagged: 2, .all: 5, .completed: 1, .assigned: 0])
            #expect(overview.lists.map(\.list.name) == ["Empty", "home", "Work"])
            #expect(overview.lists.map(\.openCount) == [0, 3, 2])
            #expect(overview.lists.map(\.id) == [empty.id, home.id, work.id])
        }
    }

    @Test func overview_ofAPersonWithoutLists_isEmpty_withEveryCountZero() async throws {
        try await TestDatabase.with { test in
            let overview = try await test.reminders.overview(today: .fixture("2026-11-21"))

            #expect(overview == ReminderOverview(lists: [], counts: [.today: 0, .scheduled: 0, .flagged: 0, .all: 0, .completed: 0, .assigned: 0]))
        }
    }

    /// The sidebar's read: `BEGIN`, the person's lists, the lists shared with them, the one
    /// statement of the dated counts, `COMMIT`; never a count per list.
    @Test func overview_isOneReadOfThreeQueries_howeverManyLists() async throws {
        try await TestDatabase.with { test in
            for name in ["A", "B", "C", "D"] {
                let list = try await test.lists.create(name: name)
                try await test.add("Pay rent", to: list, due: "2026-11-21")
            }

            let statements = try await StatementTrace(test.database).recording {
                _ = try await test.reminders.overview(today: .fixture("2026-11-21"))
            }

            #expect(statements.count == 5, "\(statements)")
        }
    }

    @Test func aListPage_askedForTheOverview_bringsTheOneItsOwnReadWould_andNoneUnasked() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            try await test.add("Overdue", to: home, due: "2026-11-20", flagged: true)
            try await test.add("Later", to: work, due: "2026-12-01")
            try await test.add("Someday", to: work)
            let today = LocalDate.fixture("2026-11-21")

            let page = try await test.reminders.listPage(home.id, includeCompleted: false, page: PageRequest(), overviewOn: today)

            #expect(page.overview == (try await test.reminders.overview(today: today)))
            #expect(page.overview?.counts == [.today: 1, .scheduled: 2, .flagged: 1, .all: 3, .completed: 0, .assigned: 0])
            #expect(try await test.reminders.listPage(home.id, includeCompleted: false, page: PageRequest()).overview == nil)
        }
    }

    /// Today is read from the counts kept per list and day: a range of the owner's lists and,
    /// in each, of its days before tomorrow, and no reminder visited at all (Scheduled comes with
    /// the lists, kept whole).
    @Test func overview_todayReadsTheKeptDaysBeforeTomorrow_andNoReminder() async throws {
        try await TestDatabase.with { test in
            let plan = try await test.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteReminderRepository.todayCountSQL, arguments: ["2026-11-22", 1])
                    .map { $0["detail"] as String }
            }

            #expect(plan.contains { $0.hasPrefix("SEARCH reminderDueDay USING PRIMARY KEY (listID=? AND day<?)") }, "\(plan)")
            #expect(plan.contains { $0.contains("reminderList USING COVERING INDEX reminderList_ownerName (ownerID=?)") }, "\(plan)")
            #expect(!plan.contains { $0.contains("reminder ") || $0.hasPrefix("SCAN") || $0.contains("TEMP B-TREE") }, "\(plan)")
        }
    }

    @Test func all_holdsEveryOpenReminder_acrossLists_inTheOrderOfTheOthers_andPages() async throws {
        try await TestDatabase.with { test in
            // given
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            try await test.add("Undated", to: home, second: 1)
            try await test.add("Next week", to: work, due: "2026-11-28", second: 2)
            try await test.add("Overdue", to: home, due: "2026-11-01", at: "08:00", second: 3)
            let done = try await test.add("Done", to: work, due: "2026-11-20", second: 4)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(10))
            let deleted = try await test.add("Deleted", to: work, second: 5)
            try await test.reminders.delete(id: deleted.id, at: instant(20))

            // when
            let page = try await test.reminders.reminders(in: .all, today: .fixture(), page: PageRequest())
            let second = try await test.reminders.reminders(in: .all, today: .fixture(), page: PageRequest(number: 2, size: 2))

            // then
            #expect(page.titles == ["Overdue", "Next week", "Undated"])
            #expect(page.totalCount == 3)
            #expect(second.titles == ["Undated"] && second.pageCount == 2)
        }
    }

    @Test func all_isARangeOfTheOwnersOrderIndex_withNoSort() async throws {
        try await TestDatabase.with { test in
            let sql = SQLiteReminderRepository.pageSQL(where: SQLiteReminderRepository.allFilter, orderBy: SQLiteReminderRepository.defaultOrder)

            let rows = try await test.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: [1, 50, 0]).map { $0["detail"] as String }
            }

            #expect(rows == ["SEARCH reminder USING INDEX reminder_ownerOrder (ownerID=? AND isCompleted=?)"])
        }
    }

    /// A member of a shared list reads two ranges and merges them: the owner's order index in
    /// order (only as far as the page's end), and the shared lists' ranges of the list page's
    /// index, sorted. Nothing scans the table, whoever else keeps reminders in it.
    @Test func all_ofAMember_mergesTheOwnersRangeInOrder_withTheSharedListsRanges() async throws {
        try await TestDatabase.with { test in
            let sql = SQLiteReminderRepository.pageSQL(where: SQLiteReminderRepository.allFilter, orderBy: SQLiteReminderRepository.defaultOrder, sharing: .smartLists)

            let rows = try await test.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: [1, 50, 0]).map { $0["detail"] as String }
            }

            #expect(rows.contains("MERGE (UNION ALL)"), "\(rows)")
            #expect(rows.contains("SEARCH reminder USING INDEX reminder_ownerOrder (ownerID=? AND isCompleted=?)"), "\(rows)")
            #expect(rows.contains("SEARCH reminder USING COVERING INDEX reminder_listPage (listID=? AND isCompleted=?)"), "\(rows)")
            #expect(!rows.contains { $0.hasPrefix("SCAN reminder") }, "\(rows)")
        }
    }

    /// Every smart list's and search's page and count, for a member: no scan of `reminder`.
    @Test func everySharedRead_isRangesOfIndexes() async throws {
        try await TestDatabase.with { test in
            let reads: [(String, String, StatementArguments)] = [
                (SQLiteReminderRepository.todayFilter, SQLiteReminderRepository.defaultOrder, [1, "2026-11-22"]),
                (SQLiteReminderRepository.scheduledFilter, SQLiteReminderRepository.defaultOrder, [1]),
                (SQLiteReminderRepository.flaggedFilter, SQLiteReminderRepository.defaultOrder, [1]),
                (SQLiteReminderRepository.completedFilter, SQLiteReminderRepository.completedOrder, [1]),
                (SQLiteReminderRepository.searchFilter, SQLiteReminderRepository.defaultOrder, [1, "\"milk\""]),
            ]
            for (filter, order, arguments) in reads {
                for sql in [
                    SQLiteReminderRepository.pageSQL(where: filter, orderBy: order, sharing: .everyList),
                    SQLiteReminderRepository.countSQL(where: filter, sharing: .smartLists),
                ] {
                    let rows = try await test.database.read { db in
                        try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments + (sql.contains("LIMIT") ? [50, 0] : []))
                            .map { $0["detail"] as String }
                    }
                    #expect(!rows.contains { $0.hasPrefix("SCAN reminder ") || $0 == "SCAN reminder" }, "\(filter): \(rows)")
                }
            }
        }
    }
}
