@testable import Data
import Domain
import Entities
import Foundation
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
}
