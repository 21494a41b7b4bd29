@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

@Suite struct SmartListTests {
    @Test func today_holdsOpenRemindersOverdueOrDueToday_acrossLists() async throws {
        try await TestDatabase.with { test in
            // given: today is 2026-11-21
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            try await test.add("Yesterday", to: home, due: "2026-11-20", second: 1)
            try await test.add("Today late", to: work, due: "2026-11-21", at: "23:59", second: 2)
            try await test.add("Today", to: home, due: "2026-11-21", second: 3)
            try await test.add("Tomorrow", to: work, due: "2026-11-22", second: 4)
            try await test.add("Someday", to: home, second: 5)
            let done = try await test.add("Done today", to: home, due: "2026-11-21", second: 6)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(10))

            // when
            let page = try await test.reminders.reminders(in: .today, today: .fixture("2026-11-21"), page: PageRequest())

            // then
            #expect(page.titles == ["Yesterday", "Today", "Today late"])
            #expect(page.totalCount == 3)
        }
    }

    @Test func today_onTheLastDayOfTheYear_includesTheWholeDay() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            try await test.add("New Year's Eve", to: list, due: "2026-12-31", at: "23:30")
            try await test.add("New Year", to: list, due: "2027-01-01")

            let page = try await test.reminders.reminders(in: .today, today: .fixture("2026-12-31"), page: PageRequest())

            #expect(page.titles == ["New Year's Eve"])
        }
    }

    @Test func scheduled_holdsOpenRemindersWithADueDate_inDueOrder() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            try await test.add("Next year", to: list, due: "2027-03-01", second: 1)
            try await test.add("Last year", to: list, due: "2025-03-01", at: "07:00", second: 2)
            try await test.add("Undated", to: list, second: 3)
            let done = try await test.add("Done", to: list, due: "2026-11-21", second: 4)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(10))

            let page = try await test.reminders.reminders(in: .scheduled, today: .fixture(), page: PageRequest())

            #expect(page.titles == ["Last year", "Next year"])
            #expect(page.totalCount == 2)
        }
    }

    @Test func completed_holdsCompletedReminders_mostRecentFirst_andPages() async throws {
        try await TestDatabase.with { test in
            // given
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            let first = try await test.add("First done", to: home, second: 1)
            let last = try await test.add("Last done", to: work, second: 2)
            let middle = try await test.add("Middle done", to: home, second: 3)
            try await test.add("Still open", to: home, second: 4)
            _ = try await test.reminders.setCompletion(id: first.id, completedAt: instant(100))
            _ = try await test.reminders.setCompletion(id: last.id, completedAt: instant(300))
            _ = try await test.reminders.setCompletion(id: middle.id, completedAt: instant(200))

            // when
            let page = try await test.reminders.reminders(in: .completed, today: .fixture(), page: PageRequest())
            let second = try await test.reminders.reminders(in: .completed, today: .fixture(), page: PageRequest(number: 2, size: 2))

            // then
            #expect(page.titles == ["Last done", "Middle done", "First done"])
            #expect(page.totalCount == 3)
            #expect(second.titles == ["First done"])
            #expect(second.totalCount == 3 && second.pageCount == 2)
        }
    }

    @Test func flagged_holdsOpenFlaggedReminders_acrossLists_inTheOrderOfTheOthers() async throws {
        try await TestDatabase.with { test in
            // given
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            try await test.add("Someday, flagged", to: home, flagged: true, second: 1)
            try await test.add("Next week, flagged", to: work, due: "2026-11-28", flagged: true, second: 2)
            try await test.add("Tomorrow, not flagged", to: home, due: "2026-11-22", second: 3)
            try await test.add("Overdue, flagged", to: home, due: "2026-11-01", at: "08:00", flagged: true, second: 4)
            let done = try await test.add("Done, flagged", to: work, due: "2026-11-20", flagged: true, second: 5)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(10))
            let unflagged = try await test.add("Flagged, then not", to: home, flagged: true, second: 6)
            _ = try await test.reminders.setFlag(id: unflagged.id, isFlagged: false)

            // when
            let page = try await test.reminders.reminders(in: .flagged, today: .fixture(), page: PageRequest())
            let second = try await test.reminders.reminders(in: .flagged, today: .fixture(), page: PageRequest(number: 2, size: 2))

            // then
            #expect(page.titles == ["Overdue, flagged", "Next week, flagged", "Someday, flagged"])
            #expect(page.totalCount == 3)
            #expect(second.titles == ["Someday, flagged"] && second.pageCount == 2)
        }
    }

    /// Flagged reads a range of its own index in order, for its rows and for its count: no scan of
    /// the owner's reminders, no sort. (Not covering: naming a generated column, as the filter
    /// and the order do, makes SQLite read the row, as for Today's and Scheduled's.)
    @Test func flagged_isARangeOfItsIndex_withNoSort() async throws {
        try await TestDatabase.with { test in
            let filter = SQLiteReminderRepository.flaggedFilter
            let sql = SQLiteReminderRepository.pageSQL(where: filter, orderBy: SQLiteReminderRepository.defaultOrder)

            let (rows, count) = try await test.database.read { db in
                (try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: [1, 50, 0]).map { $0["detail"] as String },
                 try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteReminderRepository.countSQL(where: filter), arguments: [1])
                    .map { $0["detail"] as String })
            }

            #expect(rows == ["SEARCH reminder USING INDEX reminder_ownerFlagged (ownerID=? AND isCompleted=?)"])
            #expect(count == ["SEARCH reminder USING INDEX reminder_ownerFlagged (ownerID=? AND isCompleted=?)"])
        }
    }
}
