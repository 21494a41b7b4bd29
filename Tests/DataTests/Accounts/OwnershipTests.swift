@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// Two accounts in one file: each sees and changes only its own lists and reminders, and someone
/// else's id is `notFound` exactly like an id that does not exist.
@Suite struct OwnershipTests {
    @Test func anotherAccountsListsAndReminders_areNotFound_andUnchanged() async throws {
        try await TestDatabase.with { test in
            // given: the owner's list and reminder, and Eve's repositories
            let list = try await test.lists.create(name: "Groceries")
            let reminder = try await test.add("Buy milk", to: list, due: "2026-11-21")
            let eve = test.repositories(of: try await test.addUser("eve@example.com").id)
            let evesList = try await eve.lists.create(name: "Eve's")
            let evesReminder = try await eve.reminders.add(.fixture(title: "Eve's own"), toList: evesList.id, createdAt: fixtureDate)

            // then: every way in is a 404
            await #expect(throws: RepositoryError.notFound) { try await eve.lists.list(id: list.id) }
            await #expect(throws: RepositoryError.notFound) { try await eve.lists.update(id: list.id, with: ReminderListDraft(name: "Mine now", color: .red)) }
            await #expect(throws: RepositoryError.notFound) { try await eve.lists.delete(id: list.id) }
            await #expect(throws: RepositoryError.notFound) { try await eve.reminders.listPage(list.id, includeCompleted: true, page: PageRequest()).reminders }
            await #expect(throws: RepositoryError.notFound) { try await eve.reminders.add(.fixture(), toList: list.id, createdAt: fixtureDate) }
            await #expect(throws: RepositoryError.notFound) { try await eve.reminders.reminder(id: reminder.id) }
            await #expect(throws: RepositoryError.notFound) { try await eve.reminders.update(id: reminder.id, with: .fixture(title: "Hacked"), movingTo: nil) }
            await #expect(throws: RepositoryError.notFound) { try await eve.reminders.setCompletion(id: reminder.id, completedAt: fixtureDate) }
            await #expect(throws: RepositoryError.notFound) { try await eve.reminders.setFlag(id: reminder.id, isFlagged: true) }
            await #expect(throws: RepositoryError.notFound) { try await eve.reminders.move(id: reminder.id, toList: evesList.id) }
            await #expect(throws: RepositoryError.notFound) { try await eve.reminders.move(id: evesReminder.id, toList: list.id) }
            await #expect(throws: RepositoryError.notFound) { try await eve.reminders.delete(id: reminder.id, at: fixtureDate) }
            await #expect(throws: RepositoryError.notFound) { try await eve.reminders.restore(id: reminder.id, deletedSince: .distantPast) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.reminder(id: evesReminder.id) }
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.setFlag(id: evesReminder.id, isFlagged: true) }

            // and nothing changed
            #expect(try await test.lists.list(id: list.id) == list)
            #expect(try await test.reminders.reminder(id: reminder.id) == reminder)
            #expect(try await eve.reminders.reminder(id: evesReminder.id) == evesReminder)
        }
    }

    @Test func anotherAccountsDeletedReminder_cannotBeRestored_andStaysRestorableForItsOwner() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Groceries")
            let reminder = try await test.add("Buy milk", to: list)
            try await test.reminders.delete(id: reminder.id, at: instant(10))
            let eve = test.repositories(of: try await test.addUser("eve@example.com").id)

            await #expect(throws: RepositoryError.notFound) { try await eve.reminders.restore(id: reminder.id, deletedSince: .distantPast) }

            #expect(try await test.reminders.restore(id: reminder.id, deletedSince: instant(0)) == reminder)
        }
    }

    @Test func summariesSmartListsAndSearch_showOnlyTheOwnersRows() async throws {
        try await TestDatabase.with { test in
            // given: the same names and titles in two accounts
            let mine = try await test.lists.create(name: "Groceries")
            try await test.add("Buy milk today", to: mine, due: "2026-11-21")
            let done = try await test.add("Buy milk yesterday", to: mine, due: "2026-11-20")
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(5))
            let eve = test.repositories(of: try await test.addUser("eve@example.com").id)
            let theirs = try await eve.lists.create(name: "groceries")
            for title in ["Buy milk for Eve", "Buy more milk"] {
                let added = try await eve.reminders.add(.fixture(title: title, dueDate: .fixture()), toList: theirs.id, createdAt: fixtureDate)
                _ = try await eve.reminders.setCompletion(id: added.id, completedAt: instant(9))
            }
            _ = try await eve.reminders.add(.fixture(title: "Eve mi", dueDate: .fixture()), toList: theirs.id, createdAt: fixtureDate)
            try await test.add("Flagged bread", to: mine, flagged: true)
            _ = try await eve.reminders.add(.fixture(title: "Eve's flagged bread", isFlagged: true), toList: theirs.id, createdAt: fixtureDate)

            // then
            #expect(try await test.lists.summaries().map(\.list) == [mine])
            #expect(try await test.reminders.reminders(in: .today, today: .fixture(), page: PageRequest()).titles == ["Buy milk today"])
            #expect(try await test.reminders.reminders(in: .scheduled, today: .fixture(), page: PageRequest()).titles == ["Buy milk today"])
            #expect(try await test.reminders.reminders(in: .flagged, today: .fixture(), page: PageRequest()).titles == ["Flagged bread"])
            #expect(try await eve.reminders.reminders(in: .flagged, today: .fixture(), page: PageRequest()).titles == ["Eve's flagged bread"])
            let completed = try await test.reminders.reminders(in: .completed, today: .fixture(), page: PageRequest())
            #expect(completed.titles == ["Buy milk yesterday"] && completed.totalCount == 1)
            let found = try await test.reminders.reminders(matching: "milk", page: PageRequest())
            #expect(found.titles == ["Buy milk today", "Buy milk yesterday"] && found.totalCount == 2)
            #expect(try await test.reminders.reminders(matching: "mi", page: PageRequest()).totalCount == 2)
            #expect(try await eve.reminders.reminders(matching: "mi", page: PageRequest()).totalCount == 3)
            #expect(try await eve.reminders.reminders(in: .completed, today: .fixture(), page: PageRequest()).totalCount == 2)
        }
    }

    @Test func anAdoptedReminder_sAlert_goesToTheFirstAccount_atTheirTime() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DataTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // given: a list kept from before accounts, with a reminder alerting at 09:00 on a day to come
        let path = try await fileFromBefore("v30-assignees", in: folder, holding: """
            INSERT INTO reminderList (name, nameKey, createdAt) VALUES ('Old', 'old', 0);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, uid, dueDate, dueTime, alertMinutes, alertAt, alertPending)
            VALUES (1, 'Bins', 'bins', 0, 1, 'a', '2099-01-05', '09:00', 0, 0, 1);
            """)
        let database = try AppDatabase(path: path)
        defer { try? database.close() }
        let alerts = SQLiteAlertRepository(database: database)
        #expect(try await alerts.dueAlerts(at: .distantFuture, limit: 10).isEmpty)

        // when: the first person signs up, in Tokyo
        let first = try await SQLiteUserRepository(database: database).create(
            email: "first@example.com", displayName: "First", passwordHash: "h", createdAt: fixtureDate, settings: UserSettings(timeZone: "Asia/Tokyo")
        )

        // then: it alerts them, at 09:00 in Tokyo
        let due = try await alerts.dueAlerts(at: .distantFuture, limit: 10)
        #expect(due == [DueAlert(key: AlertKey(reminderID: 1, alertAt: ISO8601DateFormatter().date(from: "2099-01-05T00:00:00Z")!), recipientID: first.id)])
    }

    @Test func listsFromBeforeAccounts_areAdoptedByTheFirstAccountOnly() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DataTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("old.sqlite").path

        // given: a file from before accounts, with a list and its reminders
        let old = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(old, upTo: "v1")
        try await old.write { db in
            try db.execute(sql: "INSERT INTO reminderList (name, nameKey, createdAt) VALUES ('Old', 'old', 0)")
            try db.execute(sql: """
                INSERT INTO reminder (listID, title, titleKey, createdAt, dueDate) VALUES (1, 'Kept milk', 'kept milk', 0, '2026-11-21');
                """)
        }
        try old.close()

        // when: the app opens it, and two people sign up
        let database = try AppDatabase(path: path)
        defer { try? database.close() }
        let users = SQLiteUserRepository(database: database)
        let nobody = SQLiteReminderListRepository(database: database, owner: 1)
        #expect(try await nobody.summaries().isEmpty)
        let first = try await users.create(email: "first@example.com", displayName: "First", passwordHash: "h", createdAt: fixtureDate, settings: UserSettings())
        let second = try await users.create(email: "second@example.com", displayName: "Second", passwordHash: "h", createdAt: fixtureDate, settings: UserSettings())

        // then: the first owns the list and its reminders everywhere; the second sees nothing
        let firsts = (SQLiteReminderListRepository(database: database, owner: first.id), SQLiteReminderRepository(database: database, owner: first.id))
        #expect(try await firsts.0.summaries().map { "\($0.list.name) \($0.openCount)" } == ["Old 1"])
        #expect(try await firsts.1.reminders(in: .today, today: .fixture(), page: PageRequest()).titles == ["Kept milk"])
        #expect(try await firsts.1.reminders(matching: "milk", page: PageRequest()).titles == ["Kept milk"])
        #expect(try await SQLiteReminderListRepository(database: database, owner: second.id).summaries().isEmpty)
        #expect(try await SQLiteReminderRepository(database: database, owner: second.id).reminders(matching: "milk", page: PageRequest()).totalCount == 0)
    }

    @Test func seedingWithoutAnOwner_waitsForTheFirstAccount() async throws {
        try await TestDatabase.with(withOwner: false) { test in
            _ = try await test.database.seed(listNamed: "Seeded", reminderCount: 10, today: .fixture(), createdAt: fixtureDate)
            _ = try await test.addUser("owner@example.com")
            #expect(try await test.lists.summaries().map(\.list.name) == ["Seeded"])
            #expect(try await test.reminders.reminders(matching: "Buy", page: PageRequest()).totalCount > 0)
        }
    }
}
