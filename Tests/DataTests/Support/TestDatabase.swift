@testable import Data
import Domain
import Entities
import Foundation
import Mocks

/// A database file in a fresh temporary folder, with both repositories; `remove()` when done.
struct TestDatabase {
    let folder: URL
    let path: String
    let database: AppDatabase
    let lists: SQLiteReminderListRepository
    let reminders: SQLiteReminderRepository

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("DataTests-\(UUID().uuidString)", isDirectory: true)
        path = folder.appendingPathComponent("db/reminders.sqlite").path
        database = try AppDatabase(path: path)
        lists = SQLiteReminderListRepository(database: database, now: { fixtureDate })
        reminders = SQLiteReminderRepository(database: database)
    }

    /// Runs `body` against a fresh database, then closes it and removes its folder.
    static func with(_ body: (TestDatabase) async throws -> Void) async throws {
        let test = try TestDatabase()
        defer {
            try? test.database.close()
            try? FileManager.default.removeItem(at: test.folder)
        }
        try await body(test)
    }

    /// Adds a reminder created `second` seconds after the fixture date.
    @discardableResult
    func add(
        _ title: String, to list: ReminderList, notes: String? = nil, due: String? = nil, at time: String? = nil,
        second: Double = 0
    ) async throws -> Reminder {
        let draft = ReminderDraft.fixture(
            title: title, notes: notes, dueDate: due.map { LocalDate.fixture($0) }, dueTime: time.map { LocalTime.fixture($0) }
        )
        return try await reminders.add(draft, toList: list.id, createdAt: fixtureDate.addingTimeInterval(second))
    }
}

/// The instant `seconds` after the fixture date.
func instant(_ seconds: Double) -> Date { fixtureDate.addingTimeInterval(seconds) }

extension Page where Item == Reminder {
    /// The titles on the page, in order.
    var titles: [String] { items.map(\.title) }
}
