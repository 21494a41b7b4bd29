@testable import Data
import Domain
import Entities
import Foundation
import Mocks

/// A database file in a fresh temporary folder with one account (`owner`, id 1) and that
/// account's repositories; `remove()` when done.
struct TestDatabase {
    let folder: URL
    let path: String
    let database: AppDatabase
    let users: SQLiteUserRepository
    let sessions: SQLiteSessionRepository
    let lists: SQLiteReminderListRepository
    let reminders: SQLiteReminderRepository

    /// The account the repositories belong to; `with` creates it.
    static let owner: User.ID = 1

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("DataTests-\(UUID().uuidString)", isDirectory: true)
        path = folder.appendingPathComponent("db/reminders.sqlite").path
        database = try AppDatabase(path: path)
        users = SQLiteUserRepository(database: database)
        sessions = SQLiteSessionRepository(database: database)
        lists = SQLiteReminderListRepository(database: database, owner: Self.owner, now: { fixtureDate })
        reminders = SQLiteReminderRepository(database: database, owner: Self.owner)
    }

    /// Runs `body` against a fresh database with the owner's account (unless `withOwner` is
    /// false), then closes it and removes its folder.
    static func with(withOwner: Bool = true, _ body: (TestDatabase) async throws -> Void) async throws {
        let test = try TestDatabase()
        defer {
            try? test.database.close()
            try? FileManager.default.removeItem(at: test.folder)
        }
        if withOwner { _ = try await test.addUser("owner@example.com") }
        try await body(test)
    }

    /// Creates an account with a made-up hash.
    func addUser(_ email: String, displayName: String = "Someone") async throws -> User {
        try await users.create(email: email, displayName: displayName, passwordHash: "$fake$v=1$secret", createdAt: fixtureDate, settings: UserSettings())
    }

    /// Makes `person` a member of list `list` with role `role` (its name, so that a test can try
    /// one the schema refuses), as sharing will.
    func share(_ list: ReminderList.ID, with person: User.ID, as role: String) async throws {
        try await database.write { db in
            try db.execute(sql: "INSERT INTO listMember (listID, userID, role, joinedAt) VALUES (?, ?, ?, 0)", arguments: [list, person, role])
        }
    }

    /// The list and reminder repositories of another account.
    func repositories(of owner: User.ID) -> (lists: SQLiteReminderListRepository, reminders: SQLiteReminderRepository) {
        (SQLiteReminderListRepository(database: database, owner: owner, now: { fixtureDate }), SQLiteReminderRepository(database: database, owner: owner))
    }

    /// Adds a reminder (flagged if `flagged`) created `second` seconds after the fixture date.
    @discardableResult
    func add(
        _ title: String, to list: ReminderList, notes: String? = nil, due: String? = nil, at time: String? = nil,
        flagged: Bool = false, second: Double = 0
    ) async throws -> Reminder {
        let draft = ReminderDraft.fixture(
            title: title, notes: notes, dueDate: due.map { LocalDate.fixture($0) }, dueTime: time.map { LocalTime.fixture($0) },
            isFlagged: flagged
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
