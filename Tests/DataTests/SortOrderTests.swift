@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// A list's page in each of its orders, open first, and the manual order's moves.
@Suite struct SortOrderTests {
    /// Four open reminders and one completed, whose every field orders them differently.
    private func fill(_ test: TestDatabase) async throws -> ReminderList {
        let list = try await test.lists.create(name: "Home")
        let rows: [(String, String?, Priority)] = [
            ("banana", "2026-11-23", .low), ("Apple", nil, .high), ("cherry", "2026-11-21", .none), ("Éclair", "2026-11-22", .high),
        ]
        for (second, (title, due, priority)) in rows.enumerated() {
            let draft = ReminderDraft.fixture(title: title, dueDate: due.map { LocalDate.fixture($0) }, priority: priority)
            _ = try await test.reminders.add(draft, toList: list.id, createdAt: instant(Double(second)))
        }
        let done = try await test.add("Done", to: list, second: 10)
        _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(20))
        return list
    }

    private func titles(_ test: TestDatabase, _ list: ReminderList, completed: Bool = true) async throws -> [String] {
        try await test.reminders.listPage(list.id, includeCompleted: completed, page: PageRequest()).reminders.titles
    }

    @Test(arguments: [
        (ReminderSortOrder.dueDate, ["cherry", "Éclair", "banana", "Apple", "Done"]),
        (.manual, ["banana", "Apple", "cherry", "Éclair", "Done"]),
        (.priority, ["Éclair", "Apple", "banana", "cherry", "Done"]),
        (.title, ["Apple", "banana", "cherry", "Éclair", "Done"]),
        (.createdAt, ["banana", "Apple", "cherry", "Éclair", "Done"]),
    ])
    func aListPage_followsTheListsOrder_openFirst(order: ReminderSortOrder, expected: [String]) async throws {
        try await TestDatabase.with { test in
            let list = try await fill(test)

            let stored = try await test.lists.setSortOrder(id: list.id, to: order)

            #expect(stored.sortOrder == order)
            #expect(try await test.lists.list(id: list.id).sortOrder == order)
            let page = try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest())
            #expect(page.list.sortOrder == order)
            #expect(page.reminders.titles == expected)
            #expect(try await titles(test, list, completed: false) == Array(expected.dropLast()))
        }
    }

    @Test func aNewList_isInDueDateOrder() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            #expect(list.sortOrder == .dueDate)
            #expect(try await test.lists.summaries().map(\.list.sortOrder) == [.dueDate])
        }
    }

    @Test func settingTheOrderOfAListThatIsNotTheOwners_isNotFound() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let other = try await test.addUser("other@example.com")

            await #expect(throws: RepositoryError.notFound) {
                try await test.repositories(of: other.id).lists.setSortOrder(id: list.id, to: .title)
            }
            #expect(try await test.lists.list(id: list.id).sortOrder == .dueDate)
        }
    }

    @Test func aNewReminder_goesToTheEndOfTheManualOrder_andOneMovedInToTheEndOfItsNewList() async throws {
        try await TestDatabase.with { test in
            let list = try await fill(test)
            let other = try await test.lists.create(name: "Work")
            let first = try await test.add("First at work", to: other)
            _ = try await test.lists.setSortOrder(id: list.id, to: .manual)
            _ = try await test.lists.setSortOrder(id: other.id, to: .manual)

            try await test.add("Fig", to: list, second: 30)
            let moved = try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest()).reminders.items[0]
            _ = try await test.reminders.move(id: moved.id, toList: other.id)

            #expect(try await titles(test, list) == ["Apple", "cherry", "Éclair", "Fig", "Done"])
            #expect(try await titles(test, other) == [first.title, "banana"])
        }
    }

    @Test func movingUpAndDown_swapsWithTheOpenNeighbour_andTheEndsStayPut() async throws {
        try await TestDatabase.with { test in
            let list = try await fill(test)
            _ = try await test.lists.setSortOrder(id: list.id, to: .manual)
            let ids = try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest()).reminders.items.map(\.id)

            _ = try await test.reminders.reposition(id: ids[2], to: .up)
            #expect(try await titles(test, list) == ["banana", "cherry", "Apple", "Éclair", "Done"])
            _ = try await test.reminders.reposition(id: ids[0], to: .down)
            #expect(try await titles(test, list) == ["cherry", "banana", "Apple", "Éclair", "Done"])

            _ = try await test.reminders.reposition(id: ids[2], to: .up)
            _ = try await test.reminders.reposition(id: ids[3], to: .down)
            #expect(try await titles(test, list) == ["cherry", "banana", "Apple", "Éclair", "Done"])
        }
    }

    @Test func movingBeforeOrAfterAnother_shiftsTheOnesBetween() async throws {
        try await TestDatabase.with { test in
            let list = try await fill(test)
            _ = try await test.lists.setSortOrder(id: list.id, to: .manual)
            let ids = try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest()).reminders.items.map(\.id)

            _ = try await test.reminders.reposition(id: ids[3], to: .before(ids[0]))
            #expect(try await titles(test, list) == ["Éclair", "banana", "Apple", "cherry", "Done"])
            _ = try await test.reminders.reposition(id: ids[3], to: .after(ids[2]))
            #expect(try await titles(test, list) == ["banana", "Apple", "cherry", "Éclair", "Done"])
            _ = try await test.reminders.reposition(id: ids[0], to: .before(ids[3]))
            #expect(try await titles(test, list) == ["Apple", "cherry", "banana", "Éclair", "Done"])
            _ = try await test.reminders.reposition(id: ids[1], to: .after(ids[1]))
            _ = try await test.reminders.reposition(id: ids[1], to: .before(ids[2]))
            #expect(try await titles(test, list) == ["Apple", "cherry", "banana", "Éclair", "Done"])

            let positions = try await test.database.read { db in
                try Int64.fetchAll(db, sql: "SELECT position FROM reminder WHERE listID = ? ORDER BY position", arguments: [list.id])
            }
            #expect(positions == [1, 2, 3, 4, 5])
        }
    }

    @Test func movingNextToAReminderOfAnotherList_orAnotherPersons_isNotFound_andNothingMoves() async throws {
        try await TestDatabase.with { test in
            let list = try await fill(test)
            _ = try await test.lists.setSortOrder(id: list.id, to: .manual)
            let work = try await test.lists.create(name: "Work")
            let elsewhere = try await test.add("Elsewhere", to: work)
            let stranger = try await test.addUser("other@example.com")
            let theirs = test.repositories(of: stranger.id)
            let theirList = try await theirs.lists.create(name: "Theirs")
            let their = try await theirs.reminders.add(.fixture(title: "Their"), toList: theirList.id, createdAt: fixtureDate)
            let mine = try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest()).reminders.items[1]

            await #expect(throws: RepositoryError.notFound) { try await test.reminders.reposition(id: mine.id, to: .before(elsewhere.id)) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.reposition(id: mine.id, to: .after(their.id)) }
            await #expect(throws: RepositoryError.notFound) { try await theirs.reminders.reposition(id: mine.id, to: .up) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.reposition(id: 9_999, to: .down) }
            #expect(try await titles(test, list) == ["banana", "Apple", "cherry", "Éclair", "Done"])
        }
    }
}
