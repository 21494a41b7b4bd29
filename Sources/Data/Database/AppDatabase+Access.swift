import Domain
import GRDB

extension AppDatabase {
    /// Runs `body` in a read transaction (a snapshot, in parallel with other reads and the writer).
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
