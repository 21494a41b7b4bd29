@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// A list shared with a member (a `listMember` row, as sharing will write it): the store lets the
/// member reach the list and its reminders by id — what they may do there is the access policy's,
/// asked before the store — and keeps the aggregate reads (smart lists, search, the account's
/// export) to each person's own lists. Removing the member takes it all away again.
@Suite struct SharedListStoreTests {
    /// The owner's shared list with a reminder and its subtask, another list of the owner's, and
    /// Bea, a member of the shared one with `role`, with her own list.
    struct Sharing {
        let test: TestDatabase
        let shared: ReminderList
        let ownersOther: ReminderList
        let milk: Reminder
        let oatMilk: Reminder
        let bea: (lists: SQLiteReminderListRepository, reminders: SQLiteReminderRepository)
        let beaID: User.ID
        let beasOwn: ReminderList

        static func with(role: ListRole = .editor, _ body: (Sharing) async throws -> Void) async throws {
            try await TestDatabase.with { test in
                let shared = try await test.lists.create(name: "Groceries")
                let ownersOther = try await test.lists.create(name: "Private")
                let milk = try await test.add("Milk", to: shared, due: "2026-11-21", flagged: true)
                let oatMilk = try await test.addSubtask("Oat milk", to: milk, second: 1)
                _ = try await test.add("Diary", to: ownersOther)
                let beaID = try await test.addUser("bea@example.com").id
                let bea = test.repositories(of: beaID)
                let beasOwn = try await bea.lists.create(name: "Bea's")
                try await test.share(shared.id, with: beaID, as: role.rawValue)
                try await body(Sharing(test: test, shared: shared, ownersOther: ownersOther, milk: milk, oatMilk: oatMilk, bea: bea, beaID: beaID, beasOwn: beasOwn))
            }
        }
    }

    @Test(arguments: [ListRole.editor, .viewer])
    func aMember_readsTheSharedList_itsPage_andItsReminders_withTheirRole(role: ListRole) async throws {
        try await Sharing.with(role: role) { sharing in
            let bea = sharing.bea

            #expect(try await bea.lists.summaries().map(\.list.name) == ["Bea's", "Groceries"])
            #expect(try await bea.lists.summaries().map(\.isShared) == [false, true])
            #expect(try await bea.lists.summaries().map(\.isReadOnly) == [false, role == .viewer])
            #expect(try await bea.lists.list(id: sharing.shared.id) == sharing.shared)
            let page = try await bea.reminders.listPage(sharing.shared.id, includeCompleted: true, page: PageRequest(), overviewOn: .fixture("2026-11-21"))
            #expect(page.role == role)
            #expect(page.reminders.titles == ["Milk"])
            #expect(page.subtasks == [sharing.milk.id: [sharing.oatMilk]])
            #expect(try await bea.reminders.reminder(id: sharing.milk.id) == sharing.milk)
            #expect(try await bea.reminders.subtasks(of: sharing.milk.id) == [sharing.oatMilk])
            #expect(try await bea.reminders.titles(of: [sharing.milk.id, sharing.oatMilk.id]) == [sharing.milk.id: "Milk", sharing.oatMilk.id: "Oat milk"])
            #expect(try await SQLiteReminderArchiveRepository(database: sharing.test.database, owner: sharing.beaID).archive(listID: sharing.shared.id).reminders
                == [sharing.milk, sharing.oatMilk])
            await #expect(throws: RepositoryError.notFound) { try await bea.lists.list(id: sharing.ownersOther.id) }
        }
    }

    @Test func aMembersChanges_reachTheSharedReminders_whichStayTheOwners() async throws {
        try await Sharing.with { sharing in
            let bea = sharing.bea
            let shared = sharing.shared.id
            _ = try await sharing.test.lists.setSortOrder(id: shared, to: .manual)

            _ = try await bea.reminders.setFlag(id: sharing.milk.id, isFlagged: false)
            _ = try await bea.reminders.setCompletion(id: sharing.oatMilk.id, completedAt: instant(60))
            _ = try await bea.reminders.update(id: sharing.milk.id, with: .fixture(title: "Whole milk"), movingTo: nil)
            let bread = try await bea.reminders.add(.fixture(title: "Bread"), toList: shared, createdAt: instant(120))
            _ = try await bea.reminders.reposition(id: bread.id, to: .before(sharing.milk.id))
            try await bea.reminders.delete(id: bread.id, at: instant(180))
            _ = try await bea.reminders.restore(id: bread.id, deletedSince: instant(170))

            let owners = try await sharing.test.reminders.listPage(shared, includeCompleted: true, page: PageRequest(), overviewOn: nil)
            #expect(owners.reminders.titles == ["Bread", "Whole milk"])
            #expect(owners.subtasks[sharing.milk.id]?.map(\.isCompleted) == [true])
            // The reminder Bea added is the list owner's: in the owner's smart lists, and in Bea's
            // through the shared list.
            #expect(try await sharing.test.reminders.reminders(in: .all, today: .fixture("2026-11-21"), page: PageRequest()).titles.contains("Bread"))
            #expect(try await bea.reminders.reminders(in: .all, today: .fixture("2026-11-21"), page: PageRequest()).titles == ["Whole milk", "Bread"])
            // and a unit of work of hers (an Undo's) reaches the shared reminder too
            let beasWork = SQLiteUnitOfWork(database: sharing.test.database, owner: sharing.beaID)
            try await beasWork.run { transaction throws(RepositoryError) in try transaction.remove(id: bread.id) }
            await #expect(throws: RepositoryError.notFound) { try await bea.reminders.reminder(id: bread.id) }
        }
    }

    @Test func aMember_movesAReminder_withItsSubtasks_betweenTheSharedListAndTheirOwn() async throws {
        try await Sharing.with { sharing in
            let bea = sharing.bea

            _ = try await bea.reminders.move(id: sharing.milk.id, toList: sharing.beasOwn.id)
            #expect(try await bea.reminders.listPage(sharing.beasOwn.id, includeCompleted: true, page: PageRequest(), overviewOn: nil).subtasks
                == [sharing.milk.id: [try await bea.reminders.reminder(id: sharing.oatMilk.id)]])
            #expect(try await bea.reminders.reminder(id: sharing.oatMilk.id).listID == sharing.beasOwn.id)

            _ = try await bea.reminders.move(id: sharing.milk.id, toList: sharing.shared.id)
            #expect(try await sharing.test.reminders.reminder(id: sharing.oatMilk.id).listID == sharing.shared.id)
        }
    }

    @Test func theSmartListsAndSearch_takeTheSharedList_untilHidden_andTheExportAndAdministration_stayTheOwners() async throws {
        try await Sharing.with { sharing in
            let bea = sharing.bea
            let today = LocalDate.fixture("2026-11-21")

            _ = try await bea.lists.create(name: "zoo")
            _ = try await bea.lists.create(name: "Errands")
            var overview = try await bea.reminders.overview(today: today)
            #expect(overview.lists.map(\.list.name) == ["Bea's", "Errands", "Groceries", "zoo"])
            #expect(overview.counts == [.today: 1, .scheduled: 1, .flagged: 1, .all: 2, .completed: 0, .assigned: 0])
            for smartList in [SmartList.today, .scheduled, .flagged] {
                #expect(try await bea.reminders.reminders(in: smartList, today: today, page: PageRequest()).titles == ["Milk"], "\(smartList)")
            }
            #expect(try await bea.reminders.reminders(in: .all, today: today, page: PageRequest()).titles == ["Milk", "Oat milk"])
            #expect(try await bea.reminders.reminders(matching: "milk", page: PageRequest()).titles == ["Milk", "Oat milk"])
            #expect(try await bea.reminders.reminders(matching: "mi", page: PageRequest()).titles == ["Milk", "Oat milk"])

            // when: Bea hides the list from her smart lists; search still finds it
            try await SQLiteListMembershipRepository(database: sharing.test.database, person: sharing.beaID).setPreferences(ListPreferences(inSmartLists: false), on: sharing.shared.id)
            overview = try await bea.reminders.overview(today: today)
            #expect(overview.counts == [.today: 0, .scheduled: 0, .flagged: 0, .all: 0, .completed: 0, .assigned: 0])
            #expect(try await bea.reminders.reminders(in: .all, today: today, page: PageRequest()).titles == [])
            #expect(try await bea.reminders.reminders(matching: "milk", page: PageRequest()).titles == ["Milk", "Oat milk"])
            // and the owner's own are as they were
            #expect(try await sharing.test.reminders.reminders(in: .all, today: today, page: PageRequest()).titles == ["Milk", "Diary", "Oat milk"])
            let account = try await SQLiteReminderArchiveRepository(database: sharing.test.database, owner: sharing.beaID).archive(listID: nil)
            #expect(account.lists.map(\.name) == ["Bea's", "Errands", "zoo"])
            #expect(account.sharedLists == [.init(name: "Groceries", role: .editor)])
            #expect(account.reminders.isEmpty)
            await #expect(throws: RepositoryError.notFound) { try await bea.lists.setSortOrder(id: sharing.shared.id, to: .title) }
            await #expect(throws: RepositoryError.notFound) { try await bea.lists.delete(id: sharing.shared.id) }
            #expect(try await sharing.test.lists.list(id: sharing.shared.id) == sharing.shared)
        }
    }

    @Test func aRemovedMember_reachesNothingOfTheListAgain() async throws {
        try await Sharing.with { sharing in
            let bea = sharing.bea
            try await sharing.test.database.write { db in try db.execute(sql: "DELETE FROM listMember") }

            #expect(try await bea.lists.summaries().map(\.list.name) == ["Bea's"])
            await #expect(throws: RepositoryError.notFound) { try await bea.lists.list(id: sharing.shared.id) }
            await #expect(throws: RepositoryError.notFound) {
                try await bea.reminders.listPage(sharing.shared.id, includeCompleted: true, page: PageRequest(), overviewOn: nil)
            }
            await #expect(throws: RepositoryError.notFound) { try await bea.reminders.reminder(id: sharing.milk.id) }
            #expect(try await bea.reminders.titles(of: [sharing.milk.id]) == [:])
            await #expect(throws: RepositoryError.notFound) { try await bea.reminders.setFlag(id: sharing.milk.id, isFlagged: false) }
            await #expect(throws: RepositoryError.notFound) { try await bea.reminders.add(.fixture(), toList: sharing.shared.id, createdAt: instant(1)) }
            await #expect(throws: RepositoryError.notFound) { try await bea.reminders.move(id: sharing.milk.id, toList: sharing.beasOwn.id) }
            await #expect(throws: RepositoryError.notFound) { try await bea.reminders.delete(id: sharing.milk.id, at: instant(1)) }
            await #expect(throws: RepositoryError.notFound) {
                try await SQLiteUnitOfWork(database: sharing.test.database, owner: sharing.beaID).run { transaction throws(RepositoryError) in
                    try transaction.remove(id: sharing.milk.id)
                }
            }
            await #expect(throws: RepositoryError.notFound) {
                try await SQLiteReminderArchiveRepository(database: sharing.test.database, owner: sharing.beaID).archive(listID: sharing.shared.id)
            }
            #expect(try await sharing.test.reminders.reminder(id: sharing.milk.id) == sharing.milk)
        }
    }
}
