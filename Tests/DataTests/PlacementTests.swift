@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// Every write path stores the place Domain's `ManualOrder` decides: a new reminder, and one moved
/// in from another list, goes last in its list's manual order (after deleted ones too, which keep
/// theirs); `v21-placement` leaves no trigger that places reminders.
struct PlacementTests {
    /// The titles of list `list`'s reminders, deleted ones included, in the order of their
    /// positions; every one has a position, and no two the same.
    private func placed(_ test: TestDatabase, _ list: ReminderList) async throws -> [String] {
        try await test.database.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT title, position FROM reminder WHERE listID = ? ORDER BY position", arguments: [list.id])
            let positions = rows.compactMap { $0["position"] as Int? }
            #expect(positions.count == rows.count && Set(positions).count == rows.count)
            return rows.map { $0["title"] }
        }
    }

    private func work(_ test: TestDatabase) -> SQLiteUnitOfWork {
        SQLiteUnitOfWork(database: test.database, owner: TestDatabase.owner)
    }

    @Test func aReminderAddedThroughTheForm_goesLast_afterADeletedOne_whichComesBackToItsPlace() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            try await test.add("Feed cat", to: home)
            let deleted = try await test.add("Water plants", to: home)
            try await test.reminders.delete(id: deleted.id, at: instant(10))

            try await test.add("Call mum", to: home)
            _ = try await test.reminders.restore(id: deleted.id, deletedSince: instant(10))

            #expect(try await placed(test, home) == ["Feed cat", "Water plants", "Call mum"])
            _ = try await test.lists.setSortOrder(id: home.id, to: .manual)
            #expect(try await test.reminders.listPage(home.id, includeCompleted: true, page: PageRequest()).reminders.titles
                == ["Feed cat", "Water plants", "Call mum"])
        }
    }

    @Test func editingIntoAnotherList_putsTheReminderLastThere_andEditingInPlace_keepsItsPlace() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let office = try await test.lists.create(name: "Work")
            let first = try await test.add("Feed cat", to: home)
            try await test.add("Call mum", to: home)
            try await test.add("Send report", to: office)

            _ = try await test.reminders.update(id: first.id, with: .fixture(title: "Feed the cat"), movingTo: nil)
            #expect(try await placed(test, home) == ["Feed the cat", "Call mum"])

            _ = try await test.reminders.update(id: first.id, with: .fixture(title: "Buy cat food"), movingTo: office.id)
            #expect(try await placed(test, home) == ["Call mum"])
            #expect(try await placed(test, office) == ["Send report", "Buy cat food"])
        }
    }

    @Test func movingAParent_putsItLastInItsNewList_withItsSubtasksAfterIt_inTheOrderTheyWereAdded() async throws {
        try await TestDatabase.with { test in
            let trip = try await test.lists.create(name: "Trip")
            let home = try await test.lists.create(name: "Home")
            try await test.add("Feed cat", to: home)
            let pack = try await test.add("Pack", to: trip, second: 1)
            try await test.add("Book the hotel", to: trip, second: 2)
            try await test.addSubtask("Passport", to: pack, second: 3)
            let charger = try await test.addSubtask("Charger", to: pack, second: 4)
            try await test.reminders.delete(id: charger.id, at: instant(5))

            _ = try await test.reminders.move(id: pack.id, toList: home.id)

            #expect(try await placed(test, home) == ["Feed cat", "Pack", "Passport", "Charger"])
            #expect(try await placed(test, trip) == ["Book the hotel"])
        }
    }

    @Test func theUnitOfWork_putsAnInsertedReminderLast_andOneSavedIntoAnotherListLastThere_asImportsWrite() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let office = try await test.lists.create(name: "Work")
            let cat = try await test.add("Feed cat", to: home)
            try await test.add("Send report", to: office)

            let imported = try await work(test).run { transaction throws(RepositoryError) in
                try transaction.insert(Reminder.fixture(id: 0, listID: home.id, title: "Imported"))
            }
            #expect(try await placed(test, home) == ["Feed cat", "Imported"])

            _ = try await work(test).run { transaction throws(RepositoryError) in
                var renamed = try transaction.reminder(id: cat.id)
                renamed.title = "Feed the cat"
                _ = try transaction.save(renamed)
                var moved = try transaction.reminder(id: imported.id)
                moved.listID = office.id
                return try transaction.save(moved)
            }
            #expect(try await placed(test, home) == ["Feed the cat"])
            #expect(try await placed(test, office) == ["Send report", "Imported"])
        }
    }

    @Test func aRepeatsAdvance_putsTheOccurrenceItRecordsLast_andTheReminderKeepsItsPlace() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let draft = ReminderDraft.fixture(title: "Water plants", dueDate: .fixture("2026-11-21"), repeatRule: RepeatRule(.daily))
            let plants = try await test.reminders.add(draft, toList: home.id, createdAt: instant(1))
            try await test.add("Call mum", to: home, second: 2)
            let complete = SetReminderCompletedInteractor(unitOfWork: work(test), access: .fixture(), clock: FixedCalendarClock())

            _ = try await complete.execute(id: plants.id, isCompleted: true)

            #expect(try await placed(test, home) == ["Water plants", "Call mum", "Water plants"])
            #expect(try await test.database.read { db in
                try Int.fetchOne(db, sql: "SELECT position FROM reminder WHERE id = ?", arguments: [plants.id])
            } == 1)
        }
    }

    @Test func seeding_placesTheRemindersInTheOrderTheyAreMade_andOneAddedAfterGoesLast() async throws {
        try await TestDatabase.with { test in
            let seeded = try await test.database.seed(listNamed: "Big", reminderCount: 30, today: .fixture(), createdAt: fixtureDate, owner: TestDatabase.owner)
            try await test.add("Added after", to: seeded)

            let positions = try await test.database.read { db in
                try Int.fetchAll(db, sql: "SELECT position FROM reminder WHERE listID = ? ORDER BY id", arguments: [seeded.id])
            }
            #expect(positions == Array(1...31))
            #expect(try await placed(test, seeded).last == "Added after")
        }
    }

    // MARK: The migration

    @Test func theMigration_dropsThePlacementTriggers_keepsThePositionsAFileHad_andLeavesOnlyTriggersOfDerivedData() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // given: a file of the previous schema, placed by its triggers
        let path = try await fileFromBefore("v20-alert-schedule", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('ada@example.com', 'Ada', '$fake$v=1$x', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Home', 'home', 0, 1), ('Work', 'work', 0, 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt) VALUES (1, 'Feed cat', 'feed cat', 1), (1, 'Call mum', 'call mum', 2), (2, 'Send report', 'send report', 3);
            UPDATE reminder SET listID = 2 WHERE title = 'Feed cat';
            """)

        // when
        let database = try AppDatabase(path: path)
        defer { try? database.close() }

        // then
        let (positions, triggers) = try await database.read { db in
            (try Row.fetchAll(db, sql: "SELECT title, position FROM reminder ORDER BY id").map { "\($0["title"] as String) \($0["position"] as Int)" },
             try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name"))
        }
        #expect(positions == ["Feed cat 2", "Call mum 2", "Send report 1"])
        // The counts of a list, the search index, a reminder's owner copied from its list, and
        // the smart lists' counts (from v26; a list's Scheduled from its days, and the flagged
        // count and the days apart, from v27), a list's member count (from v30), and whether a
        // reminder's alerts are live (from v31).
        #expect(triggers == [
            "listMember_countAfterDelete", "listMember_countAfterInsert",
            "reminderDueDay_afterDelete", "reminderDueDay_afterInsert", "reminderDueDay_afterUpdate",
            "reminder_afterDelete", "reminder_afterInsert", "reminder_afterUpdateOfCountedState", "reminder_afterUpdateOfText", "reminder_alertsLive",
            "reminder_dueDayCountAfterUpdate", "reminder_flaggedCountAfterUpdate",
            "reminder_ownerAfterInsert", "reminder_ownerAfterMove",
            "reminder_smartCountsAfterDelete", "reminder_smartCountsAfterInsert",
        ])
        // A write after it is placed without them.
        let reminders = SQLiteReminderRepository(database: database, owner: 1)
        _ = try await reminders.add(.fixture(title: "Buy milk"), toList: 1, createdAt: fixtureDate)
        #expect(try await database.read { db in try Int.fetchOne(db, sql: "SELECT position FROM reminder WHERE title = 'Buy milk'") } == 3)
    }
}
