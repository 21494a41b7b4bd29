import Data
import Domain
import Entities
import Foundation
import GRDB

/// Seeds a database in a temporary folder and times the repositories' queries on it.
@main
struct DataBench {
    /// The account that owns the seeded lists.
    static let email = "bench@example.com"
    static let password = "a bench that sits in the sun"

    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
        let stopwatch = Stopwatch(runs: arguments.first ?? 200)
        let bigCount = arguments.dropFirst().first ?? 100_000
        let today = LocalDate(year: 2026, month: 11, day: 21)!

        // DATABENCH_KEEP=folder keeps the seeded file there, to look at it with sqlite3 afterwards.
        let kept = ProcessInfo.processInfo.environment["DATABENCH_KEEP"].map { URL(fileURLWithPath: $0) }
        let folder = kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("DataBench-\(UUID().uuidString)")
        defer { if kept == nil { try? FileManager.default.removeItem(at: folder) } }
        let path = folder.appendingPathComponent("reminders.sqlite").path
        let database = try AppDatabase(path: path)

        let seedStart = ContinuousClock.now
        let big = try await database.seed(listNamed: "Big", reminderCount: bigCount, today: today)
        let seedTime = ContinuousClock.now - seedStart
        let small = try await database.seed(listNamed: "Small", reminderCount: 50, today: today)
        print("seeded \(bigCount) reminders in one transaction in \(Stopwatch.format(Stopwatch.milliseconds(seedTime))) ms;",
              "file \(try FileManager.default.attributesOfItem(atPath: path)[.size] ?? 0) bytes (+ WAL)")
        print("\(stopwatch.runs) runs per query, each a repository call (async read on the pool: page + total)")

        // The first account adopts the seeded lists; the repositories read as that person, and
        // list-page.sh signs in as them (DataBench.email, DataBench.password).
        let passwordHash = try await KDFPasswordHasher().hash(password)
        let owner = try await SQLiteUserRepository(database: database).create(
            email: email, displayName: "Bench", passwordHash: passwordHash, createdAt: Date(), settings: UserSettings()
        ).id
        let reminders = SQLiteReminderRepository(database: database, owner: owner)
        let lists = SQLiteReminderListRepository(database: database, owner: owner)
        let first = PageRequest()
        for (name, list) in [("50", small), ("\(bigCount)", big)] {
            await stopwatch.measure("list of \(name), page 1, open only") {
                try! await reminders.listPage(list.id, includeCompleted: false, page: first, overviewOn: nil)
            }
            await stopwatch.measure("list of \(name), page 1, with completed") {
                try! await reminders.listPage(list.id, includeCompleted: true, page: first, overviewOn: nil)
            }
        }
        let lastPage = PageRequest(number: (bigCount + 49) / 50)
        await stopwatch.measure("list of \(bigCount), last page, with completed") {
            try! await reminders.listPage(big.id, includeCompleted: true, page: lastPage, overviewOn: nil)
        }
        await stopwatch.measure("list summaries") { try! await lists.summaries() }
        for smartList in SmartList.allCases {
            let page = try await reminders.reminders(in: smartList, today: today, page: first)
            await stopwatch.measure("\(smartList), page 1 (\(page.totalCount) in all)") {
                try! await reminders.reminders(in: smartList, today: today, page: first)
            }
        }
        for query in ["plumber", "café", "12345", "remember the", "zebra", "ca", "é", "99", "zz"] {
            let page = try await reminders.reminders(matching: query, page: first)
            await stopwatch.measure("search \"\(query)\", page 1 (\(page.totalCount) found)") {
                try! await reminders.reminders(matching: query, page: first)
            }
        }
        try database.close()
        try await compareSearch(path: path, stopwatch: stopwatch)
    }

    /// Times the two ways to search three characters or more, directly in SQL, to choose between them.
    static func compareSearch(path: String, stopwatch: Stopwatch) async throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 268435456") }
        let pool = try DatabasePool(path: path, configuration: configuration)
        print("search strategies, raw SQL (page 1 of 50 + COUNT):")
        for query in ["plumber", "12345", "zebra"] {
            await stopwatch.measure("  FTS5 trigram MATCH \"\(query)\"") {
                try! await pool.read { db in
                    let phrase = "\"\(query)\""
                    _ = try Row.fetchAll(db, sql: """
                        SELECT * FROM reminder WHERE id IN (SELECT rowid FROM reminderSearch WHERE reminderSearch MATCH ?)
                        ORDER BY isCompleted, dueSort, createdAt, id LIMIT 50
                        """, arguments: [phrase])
                    return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reminderSearch WHERE reminderSearch MATCH ?", arguments: [phrase])
                }
            }
            await stopwatch.measure("  instr() scan \"\(query)\"") {
                try! await pool.read { db in
                    let filter = "instr(titleKey, ?) > 0 OR instr(notesKey, ?) > 0"
                    _ = try Row.fetchAll(db, sql: "SELECT * FROM reminder WHERE \(filter) ORDER BY isCompleted, dueSort, createdAt, id LIMIT 50",
                                         arguments: [query, query])
                    return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reminder WHERE \(filter)", arguments: [query, query])
                }
            }
        }
        try pool.close()
    }
}
