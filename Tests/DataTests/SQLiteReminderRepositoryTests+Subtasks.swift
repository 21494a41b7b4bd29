@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

extension TestDatabase {
    /// Adds a subtask of `parent` (in its list) created `second` seconds after the fixture date.
    @discardableResult
    func addSubtask(_ title: String, to parent: Reminder, completed: Bool = false, second: Double = 0) async throws -> Reminder {
        let subtask = Reminder(
            id: 0, listID: parent.listID, title: title, completedAt: completed ? instant(second) : nil, createdAt: instant(second),
            parentID: parent.id
        )
        return try await SQLiteUnitOfWork(database: database, owner: Self.owner).run { transaction throws(RepositoryError) in
            try transaction.insert(subtask)
        }
    }
}

/// Subtasks in storage: a list page pages through the list's own reminders and brings each one's
/// subtasks; moving and deleting a parent takes its subtasks along.
struct SQLiteReminderRepositorySubtaskTests {
    @Test func aListPage_pagesTheTopLevelReminders_withTheSubtasksOfThoseOnThePage() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            let pack = try await test.add("Pack", to: list, second: 1)
            let book = try await test.add("Book the hotel", to: list, second: 2)
            let passport = try await test.addSubtask("Passport", to: pack, second: 3)
            let charger = try await test.addSubtask("Charger", to: pack, completed: true, second: 4)
            let later = try await test.add("Later", to: list, second: 5)

            let first = try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest(number: 1, size: 2))
            let second = try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest(number: 2, size: 2))

            #expect(first.reminders.items.map(\.id) == [pack.id, book.id])
            #expect(first.reminders.totalCount == 3)
            #expect(first.subtasks == [pack.id: [passport, charger]])
            #expect(second.reminders.items.map(\.id) == [later.id])
            #expect(second.subtasks == [:])
            // The list's open count, in the navigation, counts its open subtasks too.
            #expect(first.lists.first?.openCount == 4)
        }
    }

    @Test func withItsCompletedReminders_thePagesTotal_countsTheTopLevelOnesOfBoth() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            let pack = try await test.add("Pack", to: list)
            try await test.addSubtask("Passport", to: pack, completed: true, second: 1)
            let done = try await test.add("Done", to: list, second: 2)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(3))

            let page = try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest())

            #expect(page.reminders.items.map(\.id) == [pack.id, done.id])
            #expect(page.reminders.totalCount == 2)
            // What deleting the list deletes: every reminder, subtasks included.
            #expect(page.reminderCount == 3)
        }
    }

    @Test func aParentsSubtasks_areReadInTheOrderTheyWereAdded_andAMissingParentIsNotFound() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            let pack = try await test.add("Pack", to: list)
            let second = try await test.addSubtask("Second", to: pack, second: 2)
            let first = try await test.addSubtask("First", to: pack, second: 1)

            #expect(try await test.reminders.subtasks(of: pack.id) == [first, second])
            #expect(try await test.reminders.subtasks(of: first.id) == [])
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.subtasks(of: 99) }
        }
    }

    @Test func movingAParent_takesItsSubtasks_andTheCountsFollow() async throws {
        try await TestDatabase.with { test in
            let trip = try await test.lists.create(name: "Trip")
            let home = try await test.lists.create(name: "Home")
            let pack = try await test.add("Pack", to: trip)
            let passport = try await test.addSubtask("Passport", to: pack, second: 1)

            _ = try await test.reminders.move(id: pack.id, toList: home.id)

            #expect(try await test.reminders.reminder(id: passport.id).listID == home.id)
            let page = try await test.reminders.listPage(home.id, includeCompleted: false, page: PageRequest())
            #expect(page.subtasks[pack.id]?.map(\.id) == [passport.id])
            #expect(page.lists.map(\.openCount) == [2, 0])
        }
    }

    @Test func savingAParentInAnotherList_takesItsSubtasks() async throws {
        try await TestDatabase.with { test in
            let trip = try await test.lists.create(name: "Trip")
            let home = try await test.lists.create(name: "Home")
            let pack = try await test.add("Pack", to: trip)
            let passport = try await test.addSubtask("Passport", to: pack, second: 1)

            _ = try await test.reminders.update(id: pack.id, with: .fixture(title: "Pack"), movingTo: home.id)

            #expect(try await test.reminders.reminder(id: passport.id).listID == home.id)
        }
    }

    @Test func aSubtaskMovedToAnotherList_leavesItsParent_andItsOwnListKeepsItsPlace() async throws {
        try await TestDatabase.with { test in
            let trip = try await test.lists.create(name: "Trip")
            let home = try await test.lists.create(name: "Home")
            let pack = try await test.add("Pack", to: trip)
            let passport = try await test.addSubtask("Passport", to: pack, second: 1)

            let moved = try await test.reminders.move(id: passport.id, toList: home.id)
            let unmoved = try await test.reminders.move(id: pack.id, toList: trip.id)

            #expect(moved.listID == home.id && moved.parentID == nil)
            #expect(unmoved == pack)
            let page = try await test.reminders.listPage(home.id, includeCompleted: false, page: PageRequest())
            #expect(page.reminders.items.map(\.id) == [passport.id])
        }
    }

    @Test func deletingAParent_deletesItsSubtasks_andSaysHowMany_andRestoringBringsThemBack() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            let pack = try await test.add("Pack", to: list)
            let passport = try await test.addSubtask("Passport", to: pack, second: 1)
            let charger = try await test.addSubtask("Charger", to: pack, completed: true, second: 2)
            let gone = try await test.addSubtask("Gone before", to: pack, second: 3)
            try await test.reminders.delete(id: gone.id, at: instant(10))

            let count = try await test.reminders.delete(id: pack.id, at: instant(20))

            #expect(count == 2)
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.reminder(id: passport.id) }
            #expect(try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest()).lists.first?.openCount == 0)

            let restored = try await test.reminders.restore(id: pack.id, deletedSince: instant(0))

            #expect(restored == pack)
            #expect(try await test.reminders.subtasks(of: pack.id) == [passport, charger])
            #expect(try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest()).lists.first?.openCount == 2)
        }
    }

    @Test func anotherPersonsParent_isNotFound_andTheirSubtasksAreOutOfReach() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            let pack = try await test.add("Pack", to: list)
            try await test.addSubtask("Passport", to: pack, second: 1)
            let eve = try await test.addUser("eve@example.com")
            let eves = test.repositories(of: eve.id).reminders

            await #expect(throws: RepositoryError.notFound) { try await eves.subtasks(of: pack.id) }
            await #expect(throws: RepositoryError.notFound) { try await eves.delete(id: pack.id, at: instant(5)) }
            #expect(try await test.reminders.subtasks(of: pack.id).count == 1)
        }
    }

    @Test func theSubtasksQuery_isBoundToTheParentsList_too() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            let other = try await test.lists.create(name: "Home")
            let pack = try await test.add("Pack", to: list)
            let passport = try await test.addSubtask("Passport", to: pack, second: 1)

            let (inItsList, elsewhere) = try await test.database.read { db in
                (
                    try SQLiteReminderRepository.subtasks(of: [pack.id], inList: list.id, db),
                    try SQLiteReminderRepository.subtasks(of: [pack.id], inList: other.id, db)
                )
            }

            #expect(inItsList == [pack.id: [passport]])
            #expect(elsewhere.isEmpty)
        }
    }

    @Test func thePagesSubtasks_areRangesOfTheirIndex_readInOrder_andTheirCountARangeOfItsOwn() async throws {
        try await TestDatabase.with { test in
            let plans = try await test.database.read { db in
                let subtasks = try Row.fetchAll(
                    db, sql: "EXPLAIN QUERY PLAN " + SQLiteReminderRepository.subtasksSQL(count: 3), arguments: [1, 1, 2, 3]
                ).map { $0["detail"] as String }
                let counts = try [false, true].map { includeCompleted in
                    try Row.fetchAll(
                        db, sql: "EXPLAIN QUERY PLAN " + SQLiteReminderRepository.listSubtasksCountSQL(includeCompleted: includeCompleted),
                        arguments: [1]
                    ).map { $0["detail"] as String }
                }
                return (subtasks, counts)
            }

            #expect(plans.0 == ["SEARCH reminder USING INDEX reminder_subtasks (parentID=?)"])
            #expect(plans.1 == [
                // Not covering: see `schemaV11Subtasks` on ranges of generated columns.
                ["SEARCH reminder USING INDEX reminder_subtasksOfList (listID=? AND isCompleted=? AND parentID>?)"],
                ["SEARCH reminder USING COVERING INDEX reminder_subtasksOfList (listID=?)"],
            ])
        }
    }
}

extension SQLiteReminderRepositorySubtaskTests {
    @Test func titles_areTheOwnersRemindersNotDeleted_byID() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            let pack = try await test.add("Pack", to: list)
            let gone = try await test.add("Gone", to: list, second: 1)
            try await test.reminders.delete(id: gone.id, at: instant(2))
            let eve = try await test.addUser("eve@example.com")

            #expect(try await test.reminders.titles(of: [pack.id, gone.id, 99]) == [pack.id: "Pack"])
            #expect(try await test.repositories(of: eve.id).reminders.titles(of: [pack.id]) == [:])
            #expect(try await test.reminders.titles(of: []) == [:])
        }
    }

    @Test func titles_areReadByPrimaryKey() async throws {
        try await TestDatabase.with { test in
            let plan = try await test.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteReminderRepository.titlesSQL(count: 2), arguments: [1, 2, 3])
                    .map { $0["detail"] as String }
            }
            // and the lists shared with the person, one range of their index, for rows not their own
            #expect(plan == [
                "SEARCH reminder USING INTEGER PRIMARY KEY (rowid=?)", "LIST SUBQUERY 1",
                "SEARCH listMember USING COVERING INDEX listMember_user (userID=?)",
            ])
        }
    }
}

extension SQLiteReminderRepositorySubtaskTests {
    @Test func aSubtaskDeletedBeforeItsParent_isNotRestoredWhileTheParentIsDeleted() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            let pack = try await test.add("Pack", to: list)
            let passport = try await test.addSubtask("Passport", to: pack, second: 1)
            try await test.reminders.delete(id: passport.id, at: instant(10))
            try await test.reminders.delete(id: pack.id, at: instant(20))

            await #expect(throws: RepositoryError.notFound) { try await test.reminders.restore(id: passport.id, deletedSince: instant(0)) }

            _ = try await test.reminders.restore(id: pack.id, deletedSince: instant(0))
            #expect(try await test.reminders.subtasks(of: pack.id) == [])
            #expect(try await test.reminders.restore(id: passport.id, deletedSince: instant(0)) == passport)
        }
    }
}

extension SQLiteReminderRepositorySubtaskTests {
    @Test func aListPage_countsTheOpenRemindersOfItsOwn_apartFromTheSubtasks() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            let pack = try await test.add("Pack", to: list)
            try await test.addSubtask("Passport", to: pack, second: 1)
            try await test.addSubtask("Charger", to: pack, completed: true, second: 2)
            try await test.add("Book", to: list, second: 3)

            for includeCompleted in [false, true] {
                let page = try await test.reminders.listPage(list.id, includeCompleted: includeCompleted, page: PageRequest())
                #expect(page.openCount == 2)
                #expect(page.reminders.totalCount == 2)
                #expect(page.reminderCount == 4)
            }
        }
    }

    @Test func inManualOrder_aParentMovesPastTheOtherReminders_notPastSubtasks() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            _ = try await test.lists.setSortOrder(id: list.id, to: .manual)
            let pack = try await test.add("Pack", to: list)
            let passport = try await test.addSubtask("Passport", to: pack, second: 1)
            let book = try await test.add("Book", to: list, second: 2)

            _ = try await test.reminders.reposition(id: book.id, to: .up)

            let page = try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest())
            #expect(page.reminders.items.map(\.id) == [book.id, pack.id])
            #expect(page.subtasks[pack.id]?.map(\.id) == [passport.id])
        }
    }
}
