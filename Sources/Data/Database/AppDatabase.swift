import Domain
import Foundation
import GRDB
import Synchronization

/// The app's SQLite database: one file in WAL mode, opened through a `DatabasePool` so that reads
/// run in parallel with the single writer, with foreign keys on and the schema migrated.
///
/// Build the repositories from it:
/// ```swift
/// let database = try AppDatabase(path: "data/reminders.sqlite")
/// let lists = SQLiteReminderListRepository(database: database)
/// let reminders = SQLiteReminderRepository(database: database)
/// ```
public final class AppDatabase: Sendable {
    /// The path of the database file.
    public let path: String
    /// The writer, and reads when every one of `readers` is busy.
    let pool: DatabasePool
    /// The connections reads take first (see `ReaderConnections`).
    let readers: ReaderConnections
    /// How many writes through `write(_:)` have ended.
    private let writes = Atomic<UInt64>(0)
    /// How many writes may have changed a session or a user (see `SessionWrites`).
    let sessionWrites = SessionWrites()
    /// Sessions read lately (see `RecentSessions`).
    let recentSessions = RecentSessions()
    /// The scheduling rule the repositories apply as they write (Domain's `AlertSchedule`), in
    /// the server's time zone.
    let schedule: AlertSchedule
    /// The app's clock, as the repositories schedule with it (an alert set for a moment already
    /// past is not pending).
    let now: @Sendable () -> Date

    /// How many writes through `write(_:)` have ended (committed or rolled back).
    var writeCount: UInt64 { writes.load(ordering: .acquiring) }

    /// Counts a write that has ended.
    func countWrite() {
        writes.add(1, ordering: .releasing)
    }

    /// How many transactions that may have written to `session` or `user` have ended; a value
    /// read before a read's snapshot began tells whether a session it read may be old.
    var sessionWriteCount: UInt64 { sessionWrites.count }

    /// Opens (creating if needed) the database at `path`, creating its folder, and migrates it.
    /// - Parameters:
    ///   - defaultTimeZone: the time zone of people who chose none (the server's `--time-zone`),
    ///     in which their alerts and summaries are scheduled.
    ///   - now: the app's clock, which schedules alerts (one set for a moment already past is not sent).
    /// - Throws: `DataError` saying what went wrong, with the path.
    public init(path: String, defaultTimeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }) throws(DataError) {
        self.path = path
        let schedule = AlertSchedule(serverTimeZone: defaultTimeZone)
        self.schedule = schedule
        self.now = now
        let prepare: @Sendable (Database) throws -> Void = { db in try Self.prepare(db) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateFolder(path: folder.path, reason: Self.reason(error))
        }
        do {
            pool = try DatabasePool(path: path, configuration: Self.configuration(prepare: prepare))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw .notADatabase(path: path)
        } catch {
            throw .cannotOpen(path: path, reason: Self.reason(error))
        }
        do {
            try Self.migrator(schedule: schedule, now: now).migrate(pool)
            pool.add(transactionObserver: SessionWrites.Observer(sessionWrites), extent: .databaseLifetime)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw .notADatabase(path: path)
        } catch {
            throw .migrationFailed(path: path, reason: Self.reason(error))
        }
        do {
            readers = try ReaderConnections(path: path, count: Self.readerCount, prepare: prepare)
        } catch {
            throw .cannotOpen(path: path, reason: Self.reason(error))
        }
    }

    /// Closes every connection; the repositories built on this database must not be used after.
    public func close() throws(DataError) {
        do {
            try readers.close()
            try pool.close()
        } catch {
            throw .operationFailed(Self.reason(error))
        }
    }

    /// Names of the migrations applied to the file, oldest first.
    public func appliedMigrations() throws(DataError) -> [String] {
        do {
            return try pool.read { try Self.migrator(schedule: schedule, now: now).appliedMigrations($0) }
        } catch {
            throw .operationFailed(Self.reason(error))
        }
    }

    /// How much of the file each connection maps into memory: 256 MiB of address space, not memory.
    private static let mmapSize = 256 * 1024 * 1024

    /// Reader connections: more than the threads that read at once (reads run on the caller's
    /// thread, and Swift's cooperative pool has one thread per core), so that none waits.
    static let readerCount = max(5, ProcessInfo.processInfo.activeProcessorCount + 2)

    /// The pool's own readers, used only when all of `readers` are busy.
    private static let fallbackReaderCount = 2

    private static func configuration(prepare: @escaping @Sendable (Database) throws -> Void) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.journalMode = .wal
        // Several requests write at once: wait for the writer's lock instead of failing at once.
        configuration.busyMode = .timeout(5)
        configuration.label = "Reminders"
        configuration.maximumReaderCount = fallbackReaderCount
        configuration.prepareDatabase(prepare)
        return configuration
    }

    /// Settings of every connection, the writer's and the readers'.
    @Sendable private static func prepare(_ db: Database) throws {
        // Scans (short searches, deep pages) read the file through the OS page cache without
        // copying it into each connection's small SQLite cache.
        try db.execute(sql: "PRAGMA mmap_size = \(mmapSize)")
    }

    static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "\(error.resultCode)"
        }
        return (error as NSError).localizedDescription
    }
}
