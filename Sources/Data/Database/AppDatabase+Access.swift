import Domain
import GRDB

extension AppDatabase {
    /// Runs `body` in a read transaction (a snapshot, in parallel with other reads and the writer),
    /// on a reader's queue, awaited.
    ///
    /// Measured against running the read on the calling thread (GRDB's synchronous `read`): that
    /// took 15–25% less CPU per list page, but under 64 connections the slowest requests waited
    /// far longer (p99 125–130 ms against 31–37 ms; wrk -c64 on the list page as in
    /// `Benchmarks/list-page.sh`),
    /// so reads stay asynchronous and the cooperative threads stay free while SQLite works.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(RepositoryError) -> T {
        do {
            return try await pool.read(body)
        } catch {
            throw RepositoryError(error)
        }
    }

    /// Runs `body` in a write transaction, returning once it has committed; an error rolls it back.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(RepositoryError) -> T {
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
