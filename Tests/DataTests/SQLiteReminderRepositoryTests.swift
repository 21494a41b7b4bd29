@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

@Suite struct SQLiteReminderRepositoryTests {
    @Test func addingAReminder_storesEveryField() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let draft = ReminderDraft.fixture(
                title: "Crème brûlée", notes: "Ask \"Zoë\"", dueDate: .fixture("2026-12-05"), dueTime: .fixture("18:45"), priority: .high
            )

            let reminder = try await test.reminders.add(draft, toList: list.id, createdAt: instant(0.25))

            #expect(reminder == Reminder(
                id: reminder.id, listID: list.id, title: "Crème brûlée", notes: "Ask \"Zoë\"",
                due: DueDate(date: .fixture("2026-12-05"), time: .fixture("18:45")), priority: .high, createdAt: instant(0.25), uid: reminder.uid
            ))
            #expect(reminder.uid != nil)
            #expect(try await test.reminders.reminder(id: reminder.id) == reminder)
        }
    }

    @Test func addingToAMissingList_isNotFound() async throws {
        try await TestDatabase.with { test in
            await #expect(throws: RepositoryError.notFound) {
                try await test.reminders.add(.fixture(), toList: 99, createdAt: fixtureDate)
            }
        }
    }

    @Test func missingReminders_areNotFound() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.reminder(id: 5) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.update(id: 5, with: .fixture(), movingTo: nil) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.move(id: 5, toList: list.id) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.setCompletion(id: 5, completedAt: fixtureDate) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.setFlag(id: 5, isFlagged: true) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.delete(id: 5, at: fixtureDate) }
            await #expect(throws: RepositoryError.notFound) {
                try await test.reminders.listPage(99, includeCompleted: false, page: PageRequest()).reminders
            }
        }
    }

    @Test func aListPage_holdsTheList_andEveryListOfItsOwnerByName_withOpenCounts() async throws {
        try await TestDatabase.with { test in
            let work = try await test.lists.create(name: "work")
            let home = try await test.lists.create(name: "Home")
            try await test.add("Buy milk", to: home)
            let done = try await test.add("Bake bread", to: home)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(100))

            let open = try await test.reminders.listPage(home.id, includeCompleted: false, page: PageRequest())
            let all = try await test.reminders.listPage(home.id, includeCompleted: true, page: PageRequest())

            #expect(open.list == home)
            #expect(open.lists == [ReminderListSummary(list: home, openCount: 1), ReminderListSummary(list: work, openCount: 0)])
            #expect(open.reminders.titles == ["Buy milk"])
            #expect(all.reminders.titles == ["Buy milk", "Bake bread"])
            #expect(all.reminders.totalCount == 2)
            #expect(all.lists == open.lists)
        }
    }

    @Test func aListPage_readsEveryFieldAsStored_andTextThatDoesNotParse_asNoValue() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let full = try await test.add("Café ☕️ at noon", to: list, notes: "Bring the jar", due: "2026-12-01", at: "12:30")
            let plain = try await test.add("Plain", to: list)
            let handWritten = try await test.add("Edited by hand", to: list, due: "2026-12-02", at: "08:00")
            // given: values written into the file by hand, not through the app
            try await test.database.write { db in
                try db.execute(sql: "UPDATE reminder SET dueTime = 'noon', priority = 'urgent' WHERE id = ?", arguments: [handWritten.id])
                try db.execute(sql: "INSERT INTO reminder (listID, title, dueDate, priority, createdAt, titleKey) VALUES (?, 'Bad day', '2026-02-30', 'low', 0, 'bad day')",
                               arguments: [list.id])
            }

            let page = try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest())

            let byTitle = Dictionary(uniqueKeysWithValues: page.reminders.items.map { ($0.title, $0) })
            #expect(byTitle[full.title] == full)
            #expect(byTitle["Plain"] == plain)
            #expect(byTitle["Edited by hand"]?.due == DueDate(date: LocalDate(year: 2026, month: 12, day: 2)!, time: nil))
            #expect(byTitle["Edited by hand"]?.priority == Priority.none)
            #expect(byTitle["Bad day"]?.due == nil)
            #expect(byTitle["Bad day"]?.priority == .low)
        }
    }

    @Test func aListsReminders_areOpenFirst_thenByDueDate_noneLast_dayAloneFirst_thenByCreation() async throws {
        try await TestDatabase.with { test in
            // given
            let list = try await test.lists.create(name: "Home")
            try await test.add("No date, older", to: list, second: 1)
            try await test.add("Dec 1 at 09:00", to: list, due: "2026-12-01", at: "09:00", second: 2)
            try await test.add("Dec 1", to: list, due: "2026-12-01", second: 3)
            try await test.add("Nov 30 at 23:59", to: list, due: "2026-11-30", at: "23:59", second: 4)
            try await test.add("Dec 1 at 08:00", to: list, due: "2026-12-01", at: "08:00", second: 5)
            try await test.add("No date, newer", to: list, second: 6)
            try await test.add("Dec 1, newer", to: list, due: "2026-12-01", second: 7)
            let done = try await test.add("Done early", to: list, due: "2025-01-01", second: 8)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(100))

            // when
            let open = try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest()).reminders
            let all = try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest()).reminders

            // then
            let expected = ["Nov 30 at 23:59", "Dec 1", "Dec 1, newer", "Dec 1 at 08:00", "Dec 1 at 09:00", "No date, older", "No date, newer"]
            #expect(open.titles == expected)
            #expect(open.totalCount == 7)
            #expect(all.titles == expected + ["Done early"])
            #expect(all.totalCount == 8)
        }
    }

    @Test func showingCompleted_pageTwoOf120_holdsItems51To100() async throws {
        try await TestDatabase.with { test in
            // given: 120 reminders, every third completed, none due
            let list = try await test.lists.create(name: "Big")
            for index in 0..<120 {
                let reminder = try await test.add("Reminder \(index)", to: list, second: Double(index))
                if index % 3 == 0 { _ = try await test.reminders.setCompletion(id: reminder.id, completedAt: instant(1000)) }
            }
            let openTitles = (0..<120).filter { $0 % 3 != 0 }.map { "Reminder \($0)" }
            let doneTitles = (0..<120).filter { $0 % 3 == 0 }.map { "Reminder \($0)" }

            // when
            let page = try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest(number: 2)).reminders
            let last = try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest(number: 3)).reminders
            let openPage = try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest(number: 2)).reminders

            // then
            #expect(page.number == 2 && page.size == 50 && page.totalCount == 120 && page.pageCount == 3)
            #expect(page.titles == Array((openTitles + doneTitles)[50..<100]))
            #expect(last.titles == Array(doneTitles[20...]))
            #expect(openPage.titles == Array(openTitles[50...]) && openPage.totalCount == 80)
        }
    }

    @Test func updatingAReminder_replacesItsFields() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let original = try await test.add("Buy milk", to: list, notes: "Skimmed", due: "2026-11-21", at: "10:00")

            let updated = try await test.reminders.update(
                id: original.id, with: .fixture(title: "Buy oat drink", notes: nil, dueDate: .fixture("2026-11-23"), priority: .low),
                movingTo: nil
            )

            #expect(updated == Reminder(
                id: original.id, listID: list.id, title: "Buy oat drink", due: DueDate(date: .fixture("2026-11-23")),
                priority: .low, createdAt: original.createdAt, uid: original.uid
            ))
            #expect(try await test.reminders.reminder(id: original.id) == updated)
            #expect(try await test.reminders.reminders(matching: "skimmed", page: PageRequest()).totalCount == 0)
            #expect(try await test.reminders.reminders(matching: "oat", page: PageRequest()).items == [updated])
        }
    }

    @Test func updatingAndMovingToAnotherList_doesBothInOneStep() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            let original = try await test.add("Send report", to: home)

            let updated = try await test.reminders.update(id: original.id, with: .fixture(title: "Send the report"), movingTo: work.id)

            #expect(updated.listID == work.id)
            #expect(updated.title == "Send the report")
            #expect(try await test.reminders.reminder(id: original.id) == updated)
            #expect(try await test.lists.summaries().map(\.openCount) == [0, 1])
        }
    }

    @Test func updatingAndMovingToAMissingList_isNotFound_andChangesNoField() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let original = try await test.add("Send report", to: home, notes: "By Friday")

            await #expect(throws: RepositoryError.notFound) {
                try await test.reminders.update(id: original.id, with: .fixture(title: "Changed", notes: nil), movingTo: 404)
            }
            #expect(try await test.reminders.reminder(id: original.id) == original)
        }
    }

    @Test func aTimeWithoutADay_isNotStored() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")

            let reminder = try await test.reminders.add(.fixture(dueTime: .fixture("10:00")), toList: list.id, createdAt: fixtureDate)

            #expect(reminder.due == nil)
        }
    }

    @Test func movingAReminder_movesItAndItsCount() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            let reminder = try await test.add("Send report", to: home)

            let moved = try await test.reminders.move(id: reminder.id, toList: work.id)

            #expect(moved.listID == work.id)
            #expect(try await test.lists.summaries().map(\.openCount) == [0, 1])
            #expect(try await test.reminders.listPage(work.id, includeCompleted: false, page: PageRequest()).reminders.items == [moved])
            #expect(try await test.reminders.listPage(home.id, includeCompleted: true, page: PageRequest()).reminders.totalCount == 0)
        }
    }

    @Test func movingToAMissingList_isNotFound_andChangesNothing() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Send report", to: home)

            await #expect(throws: RepositoryError.notFound) {
                try await test.reminders.move(id: reminder.id, toList: 404)
            }
            #expect(try await test.reminders.reminder(id: reminder.id) == reminder)
            #expect(try await test.lists.summaries().map(\.openCount) == [1])
        }
    }

    @Test func completingAndReopening_updatesTheReminderAndTheCounts() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Water plants", to: list)

            let completed = try await test.reminders.setCompletion(id: reminder.id, completedAt: instant(90.5))
            #expect(completed.completedAt == instant(90.5))
            #expect(try await test.lists.summaries().map(\.openCount) == [0])
            #expect(try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest()).reminders.totalCount == 0)
            #expect(try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest()).reminders.items == [completed])

            let recompleted = try await test.reminders.setCompletion(id: reminder.id, completedAt: instant(120))
            #expect(recompleted.completedAt == instant(120))
            #expect(try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest()).reminders.totalCount == 1)

            let reopened = try await test.reminders.setCompletion(id: reminder.id, completedAt: nil)
            #expect(reopened == reminder)
            #expect(try await test.lists.summaries().map(\.openCount) == [1])
        }
    }

    @Test func deletingAReminder_removesItAndItsCount() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Water plants", to: list)
            let kept = try await test.add("Feed cat", to: list, second: 1)

            try await test.reminders.delete(id: reminder.id, at: instant(60))

            await #expect(throws: RepositoryError.notFound) { try await test.reminders.reminder(id: reminder.id) }
            #expect(try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest()).reminders.items == [kept])
            #expect(try await test.lists.summaries().map(\.openCount) == [1])
            #expect(try await test.reminders.reminders(matching: "plants", page: PageRequest()).totalCount == 0)
        }
    }
}
