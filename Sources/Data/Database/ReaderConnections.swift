import GRDB
import Synchronization

/// Read-only connections to the database file that a read takes and gives back without waiting:
/// the fast path of `AppDatabase.read`.
///
/// GRDB's `DatabasePool` also keeps read-only connections, but every read through it takes one
/// from a pool guarded by a semaphore and a lock queue, and first asks SQLite for the schema
/// version (a statement and a snapshot of its own) to know whether its schema cache is stale.
/// Under load on the list page (then three reads per page) that was about 10% of the server's CPU.
/// Here a read takes an idle connection from a list behind a mutex; the schema never changes
/// while the app runs (migrations run before any read), so there is nothing to check.
///
/// When every connection is busy — more reads at once than connections — `take()` answers nil
/// and the caller reads through the pool, which waits for one of its own.
final class ReaderConnections: Sendable {
    private let idle: Mutex<[DatabaseQueue]>
    private let all: [DatabaseQueue]

    /// Opens `count` read-only connections to the file at `path` (which must exist, in WAL mode).
    init(path: String, count: Int, prepare: @escaping @Sendable (Database) throws -> Void) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        configuration.label = "Reminders.reader"
        configuration.prepareDatabase(prepare)
        all = try (0..<count).map { _ in try DatabaseQueue(path: path, configuration: configuration) }
        idle = Mutex(all)
    }

    /// An idle connection, now the caller's until it gives it back with `giveBack(_:)`; nil when none is idle.
    func take() -> DatabaseQueue? {
        idle.withLock { $0.popLast() }
    }

    /// Makes a connection taken with `take()` idle again.
    func giveBack(_ connection: DatabaseQueue) {
        idle.withLock { $0.append(connection) }
    }

    /// Closes every connection; none may be in use.
    func close() throws {
        for connection in all {
            try connection.close()
        }
    }
}
