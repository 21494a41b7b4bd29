import Domain
import GRDB

extension AppDatabase {
    /// Runs `body` in a read transaction (a snapshot, in parallel with other reads and the writer).
    ///
    /// The read runs on the calling thread (on one of `readers`, or GRDB's synchronous
    /// `unsafeRead` when all are busy; in a transaction of its own below) instead of on a
    /// reader's queue awaited through a continuation: a page's reads are short work on pages the
    /// file's memory map keeps at hand, and the two thread hops of each awaited read cost more
    /// than the read. Measured on the list page under 64 connections (`Benchmarks/list-page.sh`'s
    /// setup, when the page made three reads through GRDB's pool): 426–513 µs of CPU per page and
    /// 3,660–4,400 req/s, against 645–649 µs and 2,790–2,810 req/s awaited, with p99 18–26 ms
    /// against 30–32 ms (the server yields between requests, which keeps that tail short). The
    /// price: a read that waits for the disk holds a cooperative thread meanwhile; a database much
    /// larger than memory would want the awaited read back. There are more reader connections
    /// than cooperative threads (`readerCount`), so no read waits for a connection. Writes stay
    /// asynchronous: they queue for the single writer.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(RepositoryError) -> T {
        do {
            if let connection = readers.take() {
                defer { readers.giveBack(connection) }
                return try connection.inDatabase { db in try Self.inReadTransaction(db, body) }
            }
            let readHere: ((Database) throws -> T) throws -> T = pool.unsafeRead
            return try readHere { db in try Self.inReadTransaction(db, body) }
        } catch {
            throw RepositoryError(error)
        }
    }

    /// Runs `body` in a snapshot transaction, with its statements prepared once per connection
    /// instead of GRDB's savepoint SQL parsed on every read (when the signed-in list page made
    /// three reads: in process, 296 against 324 µs median over six alternating runs).
    private static func inReadTransaction<T>(_ db: Database, _ body: (Database) throws -> T) throws -> T {
        try db.cachedStatement(sql: "BEGIN DEFERRED TRANSACTION").execute()
        do {
            let value = try body(db)
            try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
            return value
        } catch {
            try? db.cachedStatement(sql: "ROLLBACK TRANSACTION").execute()
            throw error
        }
    }

    /// Runs `body` in a write transaction, returning once it has committed; an error rolls it back.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(RepositoryError) -> T {
        defer { countWrite() }
        do {
            return try await pool.write(body)
        } catch {
            throw RepositoryError(error)
        }
    }
}

extension AppDatabase {
    /// The value of `PRAGMA name` on a reader, for checks of the connection's settings.
    func pragma(_ name: String) async throws -> String? {
        try await read { db in try String.fetchOne(db, sql: "PRAGMA \(name)") }
    }

    /// The number of rows of `table` matching `filter`, counted in full (for tests of the kept counts).
    func count(_ table: String, where filter: String = "1") async throws -> Int {
        try await read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE \(filter)") ?? 0 }
    }
}
