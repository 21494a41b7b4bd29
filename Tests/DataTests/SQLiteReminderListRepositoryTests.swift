@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

@Suite struct SQLiteReminderListRepositoryTests {
    @Test func creatingAList_returnsItWithAnID() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Groceries")

            #expect(list.name == "Groceries")
            #expect(list.createdAt == fixtureDate)
            #expect(try await test.lists.list(id: list.id) == list)
        }
    }

    @Test(arguments: [("Groceries", "groceries"), ("École", "école"), ("ÉCOLE", "e\u{301}cole"), ("Straße", "STRAßE"), ("Ωμέγα", "ΩΜΈΓΑ")])
    func creatingADuplicateIgnoringCase_isAConflict(first: String, second: String) async throws {
        try await TestDatabase.with { test in
            _ = try await test.lists.create(name: first)

            await #expect(throws: RepositoryError.conflict) {
                try await test.lists.create(name: second)
            }
            #expect(try await test.lists.summaries().count == 1)
        }
    }

    @Test func listsWithDifferentAccents_areDifferent() async throws {
        try await TestDatabase.with { test in
            _ = try await test.lists.create(name: "école")
            _ = try await test.lists.create(name: "ecole")

            #expect(try await test.lists.summaries().map(\.list.name) == ["ecole", "école"])
        }
    }

    @Test func summaries_areByNameIgnoringCase_withOpenCounts() async throws {
        try await TestDatabase.with { test in
            // given
            let work = try await test.lists.create(name: "work")
            let home = try await test.lists.create(name: "Home")
            let errands = try await test.lists.create(name: "Errands")
            try await test.add("Pay rent", to: home)
            let done = try await test.add("Fix sink", to: home)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(60))
            try await test.add("Send report", to: work)

            // when
            let summaries = try await test.lists.summaries()

            // then
            #expect(summaries == [
                ReminderListSummary(list: errands, openCount: 0),
                ReminderListSummary(list: home, openCount: 1),
                ReminderListSummary(list: work, openCount: 1),
            ])
        }
    }

    @Test func fetchingAMissingList_isNotFound() async throws {
        try await TestDatabase.with { test in
            await #expect(throws: RepositoryError.notFound) {
                try await test.lists.list(id: 42)
            }
        }
    }

    @Test func renamingAList_changesItsName() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Groceries")

            let renamed = try await test.lists.update(id: list.id, with: ReminderListDraft(name: "Shopping"))

            #expect(renamed == ReminderList(id: list.id, name: "Shopping", createdAt: list.createdAt))
            #expect(try await test.lists.list(id: list.id) == renamed)
        }
    }

    @Test func updatingAList_changesItsNameColourAndIcon_andKeepsItsCountsAndOrder() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Groceries")
            _ = try await test.add("Buy milk", to: list, due: "2026-11-21")
            _ = try await test.lists.setSortOrder(id: list.id, to: .title)

            let updated = try await test.lists.update(id: list.id, with: ReminderListDraft(name: "Shopping", color: .orange, icon: .cart))

            #expect(updated == ReminderList(id: list.id, name: "Shopping", createdAt: list.createdAt, sortOrder: .title, color: .orange, icon: .cart))
            #expect(try await test.lists.list(id: list.id) == updated)
            #expect(try await test.lists.summaries() == [ReminderListSummary(list: updated, openCount: 1)])
        }
    }

    @Test func aNewList_isBlueWithThePlainListIcon() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Groceries")

            #expect(list.color == .blue)
            #expect(list.icon == .list)
            #expect(try await test.lists.list(id: list.id) == list)
        }
    }

    @Test func renamingAListToItsOwnNameInAnotherCase_isAllowed() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "école")

            let renamed = try await test.lists.update(id: list.id, with: ReminderListDraft(name: "École"))

            #expect(renamed.name == "École")
        }
    }

    @Test func renamingToAnotherListsNameIgnoringCase_isAConflict() async throws {
        try await TestDatabase.with { test in
            _ = try await test.lists.create(name: "École")
            let other = try await test.lists.create(name: "Work")

            await #expect(throws: RepositoryError.conflict) {
                try await test.lists.update(id: other.id, with: ReminderListDraft(name: "ÉCOLE", color: .red))
            }
            #expect(try await test.lists.list(id: other.id) == other)
        }
    }

    @Test func renamingAMissingList_isNotFound() async throws {
        try await TestDatabase.with { test in
            await #expect(throws: RepositoryError.notFound) {
                try await test.lists.update(id: 7, with: ReminderListDraft(name: "Anything"))
            }
        }
    }

    @Test func deletingAList_deletesItsReminders() async throws {
        try await TestDatabase.with { test in
            // given
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            let rent = try await test.add("Pay rent", to: home, due: "2026-11-21")
            let kept = try await test.add("Send report", to: work, due: "2026-11-21")

            // when
            try await test.lists.delete(id: home.id)

            // then
            await #expect(throws: RepositoryError.notFound) { try await test.lists.list(id: home.id) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.reminder(id: rent.id) }
            #expect(try await test.lists.summaries() == [ReminderListSummary(list: work, openCount: 1)])
            #expect(try await test.reminders.reminders(matching: "rent", page: PageRequest()).totalCount == 0)
            #expect(try await test.reminders.reminders(in: .today, today: .fixture(), page: PageRequest()).items == [kept])
        }
    }

    @Test func deletingAMissingList_isNotFound() async throws {
        try await TestDatabase.with { test in
            await #expect(throws: RepositoryError.notFound) {
                try await test.lists.delete(id: 3)
            }
        }
    }

    @Test func aNameFreedByDeletion_canBeUsedAgain() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            try await test.lists.delete(id: list.id)

            let again = try await test.lists.create(name: "HOME")

            #expect(again.id != list.id)
        }
    }
}
