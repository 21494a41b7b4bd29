@testable import Data
import GRDB
import Synchronization

/// The SQL statements the reads of a database run, as SQLite reports them (`BEGIN` and `COMMIT`
/// included): every reader connection is traced from then on, for the database's life.
final class StatementTrace: Sendable {
    private let statements = Mutex<[String]>([])

    /// Traces every reader connection of `database` (which must have no read running).
    init(_ database: AppDatabase) {
        var connections: [DatabaseQueue] = []
        while let connection = database.readers.take() { connections.append(connection) }
        for connection in connections {
            connection.inDatabase { db in db.trace { [self] event in record("\(event)") } }
            database.readers.giveBack(connection)
        }
    }

    private func record(_ statement: String) {
        statements.withLock { $0.append(statement) }
    }

    /// The statements run by the reads of `body`.
    func recording(_ body: () async throws -> Void) async rethrows -> [String] {
        statements.withLock { $0.removeAll() }
        try await body()
        return statements.withLock { $0 }
    }
}
