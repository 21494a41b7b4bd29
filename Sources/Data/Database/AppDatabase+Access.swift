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
