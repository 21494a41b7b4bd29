@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// `v24-reminder-uid`: every reminder has a uid from its creation, kept on every edit, unique
/// among everyone's; an import asks whose a uid is.
struct ReminderUIDStorageTests {
    @Test func aReminderAdded_getsANewUID_keptWhenEditedMovedAndCompleted() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            let milk = try await test.add("Buy milk", to: home)
            let bread = try await test.add("Buy bread", to: home)
            let uid = try #require(milk.uid)

            #expect(UUID(uuidString: uid.text) != nil && bread.uid != milk.uid)
            #expect(try await test.reminders.update(id: milk.id, with: .fixture(title: "Buy oat milk"), movingTo: nil).uid == uid)
            #expect(try await test.reminders.move(id: milk.id, toList: work.id).uid == uid)
            #expect(try await test.reminders.setCompletion(id: milk.id, completedAt: fixtureDate).uid == uid)
            #expect(try await test.reminders.reminder(id: milk.id).uid == uid)
        }
    }

    @Test func aFileFromBeforeUIDs_givesEveryReminderItsOwn() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await fileFromBefore("v23-list-appearance", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('old@example.com', 'Old', 'h', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Home', 'home', 0, 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position) VALUES (1, 'Feed cat', 'feed cat', 2, 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position) VALUES (1, 'Water plants', 'water plants', 3, 2);
            """)

        let database = try AppDatabase(path: path)
        defer { try? database.close() }

        let reminders = SQLiteReminderRepository(database: database, owner: 1)
        let uids = [try await reminders.reminder(id: 1).uid, try await reminders.reminder(id: 2).uid].compactMap { $0 }
        #expect(uids.count == 2 && uids[0] != uids[1])
        #expect(uids.allSatisfy { UUID(uuidString: $0.text) != nil })
    }

    @Test func aUID_isTheOwnersReminder_takenForAnyoneElse_andFreeWhenNobodysAndAnInsertOfATakenOneIsAConflict() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let mine = try await test.add("Mine", to: home)
            let gone = try await test.add("Gone", to: home)
            _ = try await test.reminders.delete(id: gone.id, at: fixtureDate)
            let eve = test.repositories(of: try await test.addUser("eve@example.com").id)
            let theirs = try await eve.reminders.add(.fixture(title: "Theirs"), toList: try await eve.lists.create(name: "Eve's").id, createdAt: fixtureDate)
            let units = SQLiteUnitOfWork(database: test.database, owner: TestDatabase.owner)

            let uses = try await units.run { transaction throws(RepositoryError) in
                try [mine.uid!, gone.uid!, theirs.uid!, ReminderUID("nobody's")!].map(transaction.use(of:))
            }

            #expect(uses == [.own(mine), .taken, .taken, .free])
            await #expect(throws: RepositoryError.conflict) {
                try await units.run { transaction throws(RepositoryError) in
                    try transaction.insert(Reminder.fixture(id: 0, listID: home.id, title: "Copy") { $0.uid = theirs.uid })
                }
            }
            let kept = try await units.run { transaction throws(RepositoryError) in
                try transaction.insert(Reminder.fixture(id: 0, listID: home.id, title: "From a file") { $0.uid = ReminderUID("file-uid@example.com") })
            }
            #expect(try await test.reminders.reminder(id: kept.id).uid == ReminderUID("file-uid@example.com"))
        }
    }
}
