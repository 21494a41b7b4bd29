@testable import Data
import Domain
import Entities
import Foundation
import Mocks

/// A database file on a clock the test moves, in a fresh temporary folder, with one person
/// (Berlin, unless told) and a list of theirs; reopened as a restarted server would.
final class AlertStore: @unchecked Sendable {
    let folder: URL
    let path: String
    let clock: SteppingClock
    let serverZone: TimeZone
    private(set) var database: AppDatabase
    private(set) var owner: User
    private(set) var list: ReminderList

    /// The instant of an ISO 8601 text.
    static func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    private init(clock: SteppingClock, serverZone: TimeZone, timeZone: String?) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("AlertStore-\(UUID().uuidString)", isDirectory: true)
        path = folder.appendingPathComponent("reminders.sqlite").path
        self.clock = clock
        self.serverZone = serverZone
        database = try AppDatabase(path: path, defaultTimeZone: serverZone, now: { clock.now() })
        owner = try await SQLiteUserRepository(database: database).create(
            email: "ada@example.com", displayName: "Ada", passwordHash: "$fake$v=1$secret", createdAt: fixtureDate,
            settings: UserSettings(timeZone: timeZone)
        )
        list = try await SQLiteReminderListRepository(database: database, owner: owner.id, now: { fixtureDate }).create(name: "Inbox")
    }

    /// Runs `body` with a fresh store whose clock starts at `start`, then removes it.
    static func with(
        at start: String = "2026-11-21T12:00:00Z", serverZone: String = "UTC", timeZone: String? = "Europe/Berlin",
        _ body: (AlertStore) async throws -> Void
    ) async throws {
        let store = try await AlertStore(clock: SteppingClock(instant(start)), serverZone: TimeZone(identifier: serverZone)!, timeZone: timeZone)
        defer {
            try? store.database.close()
            try? FileManager.default.removeItem(at: store.folder)
        }
        try await body(store)
    }

    var reminders: SQLiteReminderRepository { SQLiteReminderRepository(database: database, owner: owner.id) }
    var users: SQLiteUserRepository { SQLiteUserRepository(database: database) }
    var alerts: SQLiteAlertRepository { SQLiteAlertRepository(database: database) }
    var outbox: SQLiteOutboxRepository { SQLiteOutboxRepository(database: database) }

    /// Adds a reminder due on `day` (at `time`), alerting `minutesBefore` (none when nil).
    @discardableResult
    func add(_ title: String, due day: String?, at time: String? = nil, alert minutesBefore: Int? = 0, repeating rule: RepeatRule? = nil) async throws -> Reminder {
        var draft = ReminderDraft.fixture(title: title, dueDate: day.map { LocalDate.fixture($0) }, dueTime: time.map { LocalTime.fixture($0) }, repeatRule: rule)
        draft.alert = minutesBefore.flatMap(ReminderAlert.init(minutesBefore:))
        return try await reminders.add(draft, toList: list.id, createdAt: clock.now())
    }

    /// Changes the person's settings with `change`.
    func changeSettings(_ change: (inout UserSettings) -> Void) async throws {
        var settings = owner.settings
        change(&settings)
        owner = try await users.setSettings(settings, id: owner.id)
    }

    /// Closes the database and opens it again, as a server restarting would.
    func restart() throws {
        try database.close()
        database = try AppDatabase(path: path, defaultTimeZone: serverZone, now: { [clock] in clock.now() })
    }

    /// Another process on the same file.
    func secondProcess() throws -> AppDatabase {
        try AppDatabase(path: path, defaultTimeZone: serverZone, now: { [clock] in clock.now() })
    }

    /// The pending alerts, whenever due.
    func pending() async throws -> [DueAlert] {
        try await alerts.dueAlerts(at: .distantFuture, limit: 100)
    }
}
