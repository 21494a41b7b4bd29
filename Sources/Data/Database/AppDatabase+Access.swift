import Domain
import GRDB

extension AppDatabase {
    /// Runs `body` in a read transaction (a snapshot, in parallel with other reads and the writer).
    ///
    /// The read runs on the calling thread (GRDB's synchronous `read`), not on a reader's queue
    /// awaited through a continuation: a page's reads are short, in-memory work, and the two
    /// thread hops each asynchronous read costs were measured at about 8% of a list page's CPU
    /// under load (`Benchmarks/PageBench`, `Benchmarks/list-page.sh`). There are more readers than
    /// the cooperative pool has threads (`readerCount`), so no thread ever waits for a reader.
    /// Writes stay asynchronous: they wait for the single writer.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(RepositoryError) -> T {
        do {
            let readHere: ((Database) throws -> T) throws -> T = pool.read
            return try readHere(body)
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
