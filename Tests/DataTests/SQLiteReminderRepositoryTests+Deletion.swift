@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

/// Deleting marks a reminder deleted: every read and every count leaves it out, nothing changes
/// it, and it stays in the file until restored or purged.
extension SQLiteReminderRepositoryTests {
    @Test func aDeletedReminder_vanishesFromEveryReadAndEveryCount_butStaysInTheFile() async throws {
        try await TestDatabase.with { test in
            // given: today is 2026-11-21; in Home an open, due and flagged reminder and a completed
            // one, both deleted, beside one of each kept; Work untouched
            let home = try await test.lists.create(name: "Home")
            _ = try await test.lists.create(name: "Work")
            let open = try await test.add("Water plants", to: home, due: "2026-11-21", flagged: true, second: 1)
            let kept = try await test.add("Feed plants", to: home, due: "2026-11-21", flagged: true, second: 2)
            let done = try await test.add("Repot plants", to: home, due: "2026-11-20", second: 3)
            let keptDone = try await test.add("Buy plants", to: home, due: "2026-11-20", second: 4)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(10))
            let keptCompleted = try await test.reminders.setCompletion(id: keptDone.id, completedAt: instant(11))

            // when
            try await test.reminders.delete(id: open.id, at: instant(20))
            try await test.reminders.delete(id: done.id, at: instant(21))

            // then: the one reminder, a list's page and its totals, the lists' counts
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.reminder(id: open.id) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.reminder(id: done.id) }
            let openPage = try await test.reminders.listPage(home.id, includeCompleted: false, page: PageRequest())
            #expect(openPage.reminders.items == [kept] && openPage.reminders.totalCount == 1)
            let allPage = try await test.reminders.listPage(home.id, includeCompleted: true, page: PageRequest())
            #expect(allPage.reminders.items == [kept, keptCompleted] && allPage.reminders.totalCount == 2)
            #expect(allPage.lists.map(\.openCount) == [1, 0])
            #expect(try await test.lists.summaries().map(\.openCount) == [1, 0])
            // the smart lists, their totals included
            for smartList in [SmartList.today, .scheduled, .flagged] {
                let page = try await test.reminders.reminders(in: smartList, today: .fixture("2026-11-21"), page: PageRequest())
                #expect(page.items == [kept] && page.totalCount == 1, "\(smartList)")
            }
            let completed = try await test.reminders.reminders(in: .completed, today: .fixture(), page: PageRequest())
            #expect(completed.items == [keptCompleted] && completed.totalCount == 1)
            // search, through the trigram index and the short scan
            for text in ["plants", "pl"] {
                let found = try await test.reminders.reminders(matching: text, page: PageRequest())
                #expect(found.titles == ["Feed plants", "Buy plants"] && found.totalCount == 2, "\(text)")
            }
            // and the rows are still stored, marked with their deletion time
            #expect(try await test.database.count("reminder", where: "deletedAt IS NOT NULL") == 2)
            #expect(try await test.database.count("reminder", where: "id = \(open.id) AND deletedAt = \(instant(20).timeIntervalSince1970)") == 1)
        }
    }

    @Test func aDeletedReminder_cannotBeChangedOrDeletedAgain() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            let reminder = try await test.add("Water plants", to: home)
            try await test.reminders.delete(id: reminder.id, at: instant(20))

            await #expect(throws: RepositoryError.notFound) { try await test.reminders.update(id: reminder.id, with: .fixture(title: "Changed"), movingTo: nil) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.move(id: reminder.id, toList: work.id) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.setCompletion(id: reminder.id, completedAt: instant(30)) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.setFlag(id: reminder.id, isFlagged: true) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.delete(id: reminder.id, at: instant(40)) }

            #expect(try await test.database.count("reminder", where: "deletedAt = \(instant(20).timeIntervalSince1970) AND listID = \(home.id) AND title = 'Water plants' AND completedAt IS NULL AND isFlagged = 0") == 1)
            #expect(try await test.lists.summaries().map(\.openCount) == [0, 0])
        }
    }

    @Test func deletingAList_deletesItsDeletedRemindersToo() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Water plants", to: home)
            try await test.reminders.delete(id: reminder.id, at: instant(20))

            try await test.lists.delete(id: home.id)

            #expect(try await test.database.count("reminder") == 0)
            #expect(try await test.database.count("reminderSearch") == 0)
        }
    }

    @Test func restoringWithinTheWindow_bringsTheReminderBackExactlyAsItWas_inItsPlace() async throws {
        try await TestDatabase.with { test in
            // given: a list of three, the middle one flagged, due, with notes, completed, then deleted
            let home = try await test.lists.create(name: "Home")
            let first = try await test.add("Feed cat", to: home, due: "2026-11-20", second: 1)
            let middle = try await test.add("Water plants", to: home, notes: "The big ones", due: "2026-11-21", at: "09:30", flagged: true, second: 2)
            let last = try await test.add("Call mum", to: home, second: 3)
            let completed = try await test.reminders.setCompletion(id: middle.id, completedAt: instant(10))
            let reopened = try await test.reminders.setCompletion(id: completed.id, completedAt: nil)
            try await test.reminders.delete(id: middle.id, at: instant(100))

            // when: restored by someone who may restore what was deleted since instant(100)
            let restored = try await test.reminders.restore(id: middle.id, deletedSince: instant(100))

            // then
            #expect(restored == reopened && restored == middle)
            #expect(try await test.reminders.reminder(id: middle.id) == middle)
            let page = try await test.reminders.listPage(home.id, includeCompleted: true, page: PageRequest())
            #expect(page.reminders.items == [first, middle, last] && page.reminders.totalCount == 3)
            #expect(page.lists.map(\.openCount) == [3])
            #expect(try await test.reminders.reminders(in: .flagged, today: .fixture(), page: PageRequest()).items == [middle])
            #expect(try await test.reminders.reminders(matching: "big ones", page: PageRequest()).items == [middle])
            #expect(try await test.database.count("reminder", where: "deletedAt IS NOT NULL") == 0)
        }
    }

    @Test func restoringACompletedReminder_bringsItBackCompleted_andCountedAsCompleted() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Repot plants", to: home)
            let completed = try await test.reminders.setCompletion(id: reminder.id, completedAt: instant(10))
            try await test.reminders.delete(id: reminder.id, at: instant(20))

            #expect(try await test.reminders.restore(id: reminder.id, deletedSince: instant(0)) == completed)

            let completedPage = try await test.reminders.reminders(in: .completed, today: .fixture(), page: PageRequest())
            #expect(completedPage.items == [completed] && completedPage.totalCount == 1)
            #expect(try await test.lists.summaries().map(\.openCount) == [0])
            #expect(try await test.reminders.listPage(home.id, includeCompleted: true, page: PageRequest()).reminders.totalCount == 1)
        }
    }

    @Test func restoringWhatWasDeletedBeforeTheWindow_isNotFound_andLeavesItDeleted() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Water plants", to: home)
            try await test.reminders.delete(id: reminder.id, at: instant(99))

            await #expect(throws: RepositoryError.notFound) { try await test.reminders.restore(id: reminder.id, deletedSince: instant(100)) }

            await #expect(throws: RepositoryError.notFound) { try await test.reminders.reminder(id: reminder.id) }
            #expect(try await test.database.count("reminder", where: "deletedAt IS NOT NULL") == 1)
        }
    }

    @Test func restoringAReminderNotDeleted_orMissing_isNotFound_andChangesNothing() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Water plants", to: home)

            await #expect(throws: RepositoryError.notFound) { try await test.reminders.restore(id: reminder.id, deletedSince: instant(0)) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.restore(id: 404, deletedSince: instant(0)) }

            #expect(try await test.reminders.reminder(id: reminder.id) == reminder)
            #expect(try await test.lists.summaries().map(\.openCount) == [1])
        }
    }

    @Test func restoringAReminderWhoseListIsGone_isNotFound() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Water plants", to: home)
            try await test.reminders.delete(id: reminder.id, at: instant(100))
            try await test.lists.delete(id: home.id)

            await #expect(throws: RepositoryError.notFound) { try await test.reminders.restore(id: reminder.id, deletedSince: instant(0)) }
        }
    }
}
