@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// `v26-smart-counts`: the sidebar's Today, Scheduled and Flagged counts are kept by triggers,
/// and always equal what the smart lists' own filters select (which the pages read by).
struct KeptSmartCountsTests {
    /// Today, Scheduled and Flagged of `owner` counted row by row with the smart lists' filters:
    /// what the kept counts must always equal.
    static func counted(owner: User.ID, today: LocalDate, _ db: Database) throws -> [SmartList: Int] {
        typealias Queries = SQLiteReminderRepository
        func count(_ filter: String, _ arguments: StatementArguments) throws -> Int {
            try Int.fetchOne(db, sql: Queries.countSQL(where: filter), arguments: arguments) ?? 0
        }
        return [
            .today: try count(Queries.todayFilter, [owner, today.next.description]),
            .scheduled: try count(Queries.scheduledFilter, [owner]),
            .flagged: try count(Queries.flaggedFilter, [owner]),
        ]
    }

    /// The kept counts of `reminders`' owner, next to the counted ones, and each list's kept
    /// Scheduled count next to the sum of its due days.
    static func expectKeptEqualCounted(_ test: TestDatabase, owner: User.ID = TestDatabase.owner, today: LocalDate, _ step: String) async throws {
        let kept = try await test.repositories(of: owner).reminders.overview(today: today).counts
        let counted = try await test.database.read { db in try Self.counted(owner: owner, today: today, db) }
        #expect(kept.filter { [.today, .scheduled, .flagged].contains($0.key) } == counted, "after \(step)")
        let differing = try await test.database.read { db in
            try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM reminderList
                 WHERE scheduledCount != (SELECT COALESCE(SUM(openCount), 0) FROM reminderDueDay WHERE listID = reminderList.id)
                """)
        }
        #expect(differing == 0, "lists whose Scheduled count is not the sum of their days after \(step)")
    }

    @Test func keptCounts_equalTheCountedOnes_afterEveryKindOfChange() async throws {
        try await TestDatabase.with { test in
            let today = LocalDate.fixture("2026-11-21")
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            let stranger = try await test.addUser("stranger@example.com")
            let theirs = test.repositories(of: stranger.id)
            let theirList = try await theirs.lists.create(name: "Theirs")
            var step = "nothing"
            let check = { try await Self.expectKeptEqualCounted(test, today: today, step) }

            let overdue = try await test.add("Overdue", to: home, due: "2026-11-20", flagged: true)
            let timed = try await test.add("Tonight", to: home, due: "2026-11-21", at: "23:30")
            let later = try await test.add("Later", to: work, due: "2026-12-01", flagged: true)
            let undated = try await test.add("Someday", to: work, flagged: true)
            let sameDay = try await test.add("Also tonight", to: work, due: "2026-11-21")
            let parent = try await test.add("Party", to: home, due: "2026-11-21")
            let balloons = try await test.addSubtask("Balloons", to: parent)
            _ = try await test.reminders.setFlag(id: balloons.id, isFlagged: true)
            _ = try await theirs.reminders.add(.fixture(title: "Not mine", dueDate: .fixture("2026-11-21"), isFlagged: true), toList: theirList.id, createdAt: fixtureDate)
            step = "adding"; try await check()
            #expect(try await test.reminders.overview(today: today).counts[.today] == 4)

            _ = try await test.reminders.setFlag(id: overdue.id, isFlagged: false)
            _ = try await test.reminders.setFlag(id: timed.id, isFlagged: true)
            step = "flagging"; try await check()

            _ = try await test.reminders.update(id: later.id, with: .fixture(title: "Later", dueDate: .fixture("2026-11-21"), isFlagged: true), movingTo: nil)
            _ = try await test.reminders.update(id: undated.id, with: .fixture(title: "Someday", dueDate: .fixture("2026-11-25")), movingTo: nil)
            _ = try await test.reminders.update(id: sameDay.id, with: .fixture(title: "Also tonight"), movingTo: home.id)
            step = "changing due dates and flags, and moving"; try await check()

            _ = try await test.reminders.setCompletion(id: timed.id, completedAt: instant(10))
            _ = try await test.reminders.setCompletion(id: later.id, completedAt: instant(11))
            step = "completing"; try await check()
            _ = try await test.reminders.setCompletion(id: later.id, completedAt: nil)
            step = "reopening"; try await check()

            _ = try await test.reminders.move(id: overdue.id, toList: work.id)
            step = "moving"; try await check()

            _ = try await test.reminders.delete(id: parent.id, at: instant(20))
            _ = try await test.reminders.delete(id: undated.id, at: instant(21))
            step = "deleting (a parent with its subtask)"; try await check()
            _ = try await test.reminders.restore(id: undated.id, deletedSince: instant(0))
            step = "restoring"; try await check()
            _ = try await test.database.purgeDeletedReminders(deletedBefore: instant(100))
            step = "purging"; try await check()

            try await test.lists.delete(id: work.id)
            step = "deleting a list"; try await check()
            try await Self.expectKeptEqualCounted(test, owner: stranger.id, today: today, "all of the owner's changes, for the stranger")
            let leftDays = try await test.database.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reminderDueDay WHERE openCount <= 0")
            }
            #expect(leftDays == 0, "a day whose count fell to zero keeps no row")
        }
    }

    @Test func aFileFromBeforeKeptCounts_getsTheCountsOfWhatItHolds() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await fileFromBefore("v25-search-keys", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('old@example.com', 'Old', 'h', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Home', 'home', 0, 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, dueDate, isFlagged) VALUES (1, 'Feed cat', 'feed cat', 2, 1, '2026-11-20', 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, dueDate, dueTime) VALUES (1, 'Call', 'call', 3, 2, '2026-11-20', '09:00');
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, dueDate) VALUES (1, 'Trip', 'trip', 4, 3, '2026-12-24');
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, isFlagged) VALUES (1, 'Idea', 'idea', 5, 4, 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, dueDate, isFlagged, completedAt) VALUES (1, 'Done', 'done', 6, 5, '2026-11-20', 1, 7);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, dueDate, isFlagged, deletedAt) VALUES (1, 'Gone', 'gone', 8, 6, '2026-11-20', 1, 9);
            """)

        let database = try AppDatabase(path: path)
        defer { try? database.close() }

        let overview = try await SQLiteReminderRepository(database: database, owner: 1).overview(today: .fixture("2026-11-21"))
        #expect(overview.counts == [.today: 2, .scheduled: 3, .flagged: 2, .all: 4, .completed: 1, .assigned: 0])
    }

    /// The sum follows the days whatever writes them, a row with a count deleted or moved too
    /// (the app's own writes delete only days whose count fell to zero).
    @Test func aListsScheduledCount_followsItsDays_whateverWritesThem() async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            let sums = { try await test.database.read { db in try Int.fetchAll(db, sql: "SELECT scheduledCount FROM reminderList ORDER BY id") } }
            try await test.database.write { db in
                try db.execute(sql: "INSERT INTO reminderDueDay (listID, day, openCount) VALUES (?, '2026-11-20', 3), (?, '2026-11-21', 2)",
                               arguments: [home.id, home.id])
            }
            #expect(try await sums() == [5, 0])
            try await test.database.write { db in
                try db.execute(sql: "UPDATE reminderDueDay SET listID = ? WHERE day = '2026-11-21'", arguments: [work.id])
            }
            #expect(try await sums() == [3, 2])
            try await test.database.write { db in try db.execute(sql: "DELETE FROM reminderDueDay WHERE day = '2026-11-20'") }
            #expect(try await sums() == [0, 2])
        }
    }

    @Test func aFileFromBeforeKeptScheduledCounts_getsEachListsSumOfItsDueDays() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await fileFromBefore("v26-smart-counts", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('old@example.com', 'Old', 'h', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Home', 'home', 0, 1);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Work', 'work', 0, 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, dueDate) VALUES (1, 'Feed cat', 'feed cat', 2, 1, '2026-11-20');
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, dueDate) VALUES (1, 'Call', 'call', 3, 2, '2026-11-20');
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, dueDate) VALUES (1, 'Trip', 'trip', 4, 3, '2026-12-24');
            INSERT INTO reminder (listID, title, titleKey, createdAt, position) VALUES (1, 'Idea', 'idea', 5, 4);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position, dueDate, completedAt) VALUES (2, 'Done', 'done', 6, 1, '2026-11-20', 7);
            """)

        let database = try AppDatabase(path: path)
        defer { try? database.close() }

        let counts = try await database.read { db in
            try Int.fetchAll(db, sql: "SELECT scheduledCount FROM reminderList ORDER BY id")
        }
        #expect(counts == [3, 0])
        let overview = try await SQLiteReminderRepository(database: database, owner: 1).overview(today: .fixture("2026-11-21"))
        #expect(overview.counts[.scheduled] == 3 && overview.counts[.today] == 2)
    }
}
