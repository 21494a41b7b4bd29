@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

@Suite struct AppDatabaseTests {
    /// Every migration, in the order a new file runs them.
    static let migrations = [
        "v1",
        "v2-accounts",
        "v3-list-page-index",
        "v4-server-secrets",
        "v5-health-probe",
        "v6-flags",
        "v7-deleted-reminders",
        "v8-settings",
        "v9-feedback",
        "v10-subtasks-repeats-tags",
        "v11-subtasks",
        "v13-sort-orders",
        "v14-top-level-order-indexes",
        "v15-alerts",
        "v16-account-tokens",
        "v17-push-subscriptions",
        "v18-delivery",
        "v19-push-devices",
        "v20-alert-schedule",
        "v21-placement",
        "v22-reminder-link",
        "v23-list-appearance",
        "v24-reminder-uid",
        "v25-search-keys",
        "v26-smart-counts",
        "v27-scheduled-counts",
        "v28-list-members",
        "v29-list-invitations",
        "v30-assignees",
        "v31-reminder-alerts",
        "v32-completed-by",
    ]

    @Test func opening_createsTheFolderAndTheFile_inWALModeWithForeignKeys() async throws {
        try await TestDatabase.with { test async throws in
            #expect(FileManager.default.fileExists(atPath: test.path))
            #expect(try await test.database.pragma("journal_mode") == "wal")
            #expect(try await test.database.pragma("foreign_keys") == "1")
            #expect(try test.database.appliedMigrations() == Self.migrations)
            #expect(test.database.path == test.path)
        }
    }

    @Test func aRead_seesOneSnapshot_evenWhenAWriteCommitsBetweenItsStatements() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Groceries")
            let database = test.database
            let counts = try await database.read { db in
                let before = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reminder") ?? -1
                // Another thread adds a reminder and commits while this read is open.
                DispatchQueue.global().sync {
                    try? database.pool.write { db in
                        try db.execute(
                            sql: "INSERT INTO reminder (listID, title, priority, createdAt, titleKey) VALUES (?, 'Buy milk', 'none', 0, 'buy milk')",
                            arguments: [list.id]
                        )
                    }
                }
                let after = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reminder") ?? -1
                return [before, after]
            }
            #expect(counts == [0, 0])
            #expect(try await database.count("reminder") == 1)
        }
    }

    @Test func aFailingRead_endsItsTransaction_andTheNextReadWorks() async throws {
        try await TestDatabase.with { test async throws in
            await #expect(throws: RepositoryError.notFound) {
                try await test.database.read { _ -> Int in throw RepositoryError.notFound }
            }
            #expect(try await test.database.count("reminderList") == 0)
        }
    }

    @Test func aRead_cannotWrite() async throws {
        try await TestDatabase.with { test async throws in
            await #expect(throws: RepositoryError.self) {
                try await test.database.read { db in
                    try db.execute(sql: "INSERT INTO reminderList (name, nameKey, createdAt) VALUES ('Sneaky', 'sneaky', 0)")
                }
            }
            #expect(try await test.database.count("reminderList") == 0)
        }
    }

    @Test func aRead_whenEveryReaderConnectionIsBusy_readsThroughThePoolInstead() async throws {
        try await TestDatabase.with { test async throws in
            let list = try await test.lists.create(name: "Groceries")
            // Hold every reader connection, as reads in progress would.
            var held: [DatabaseQueue] = []
            while let connection = test.database.readers.take() { held.append(connection) }
            #expect(held.count == AppDatabase.readerCount)

            let name = try await test.database.read { db in
                try String.fetchOne(db, sql: "SELECT name FROM reminderList WHERE id = ?", arguments: [list.id])
            }

            #expect(name == "Groceries")
            held.forEach(test.database.readers.giveBack)
            #expect(try await test.database.count("reminderList") == 1)
        }
    }

    @Test func aReadAfterAWrite_seesIt() async throws {
        try await TestDatabase.with { test async throws in
            // Every reader connection reads once first, so that each has had a snapshot before the write.
            for _ in 0..<(AppDatabase.readerCount + 1) { _ = try await test.database.count("reminderList") }
            _ = try await test.lists.create(name: "Groceries")
            for _ in 0..<(AppDatabase.readerCount + 1) { #expect(try await test.database.count("reminderList") == 1) }
        }
    }

    @Test func reopening_keepsTheDataAndRunsNoMigrationTwice() async throws {
        try await TestDatabase.with { test in
            // given
            let list = try await test.lists.create(name: "Groceries")
            let reminder = try await test.add("Buy milk", to: list, notes: "Two litres", due: "2026-11-22", at: "09:30")
            try test.database.close()

            // when
            let reopened = try AppDatabase(path: test.path)
            defer { try? reopened.close() }

            // then
            #expect(try reopened.appliedMigrations() == Self.migrations)
            let lists = SQLiteReminderListRepository(database: reopened, owner: TestDatabase.owner)
            let reminders = SQLiteReminderRepository(database: reopened, owner: TestDatabase.owner)
            #expect(try await lists.summaries() == [ReminderListSummary(list: list, openCount: 1)])
            #expect(try await reminders.reminder(id: reminder.id) == reminder)
            #expect(try await reminders.reminders(matching: "litres", page: PageRequest()).items == [reminder])
        }
    }

    @Test func openingUnderAFile_failsWithCannotCreateFolder() async throws {
        try await TestDatabase.with { test in
            let file = test.folder.appendingPathComponent("plain-file")
            try Foundation.Data("not a folder".utf8).write(to: file)
            let path = file.appendingPathComponent("sub/reminders.sqlite").path

            #expect {
                try AppDatabase(path: path)
            } throws: { error in
                guard case DataError.cannotCreateFolder(let folder, _) = error else { return false }
                return folder.hasSuffix("plain-file/sub") && "\(error)".contains("Cannot create the folder")
            }
        }
    }

    @Test func openingAFileThatIsNotADatabase_failsWithNotADatabase() async throws {
        try await TestDatabase.with { test in
            let file = test.folder.appendingPathComponent("notes.txt")
            try Foundation.Data(String(repeating: "These are not SQLite pages. ", count: 200).utf8).write(to: file)

            #expect(throws: DataError.notADatabase(path: file.path)) {
                try AppDatabase(path: file.path)
            }
            #expect(DataError.notADatabase(path: file.path).description == "The file at \(file.path) is not an SQLite database")
        }
    }

    @Test func openingAFolder_failsWithCannotOpen() async throws {
        try await TestDatabase.with { test in
            #expect {
                try AppDatabase(path: test.folder.path)
            } throws: { error in
                guard case DataError.cannotOpen(let path, let reason) = error else { return false }
                return path == test.folder.path && !reason.isEmpty && "\(error)".hasPrefix("Cannot open the database at")
            }
        }
    }

    @Test func everyError_hasAReadableDescription() {
        #expect(DataError.cannotCreateFolder(path: "/x", reason: "denied").description == "Cannot create the folder for the database at /x: denied")
        #expect(DataError.cannotOpen(path: "/x", reason: "busy").description == "Cannot open the database at /x: busy")
        #expect(DataError.migrationFailed(path: "/x", reason: "bad").description == "Cannot update the schema of the database at /x: bad")
        #expect(DataError.operationFailed("full").description == "The database operation failed: full")
    }

    @Test func seeding_fillsAListWhoseKeptCountsMatchTheRows() async throws {
        try await TestDatabase.with { test in
            // when
            let list = try await test.database.seed(listNamed: "Big", reminderCount: 200, today: .fixture(), createdAt: fixtureDate, owner: TestDatabase.owner)

            // then
            let summary = try #require(try await test.lists.summaries().first)
            #expect(summary.list == list)
            #expect(summary.openCount == 160)
            #expect(try await test.database.count("reminder", where: "listID = \(list.id) AND completedAt IS NULL") == 160)
            let page = try await test.reminders.listPage(list.id, includeCompleted: true, page: PageRequest()).reminders
            #expect(page.totalCount == 200)
            #expect(try await test.reminders.reminders(matching: "café", page: PageRequest()).totalCount == 28)
        }
    }
}
