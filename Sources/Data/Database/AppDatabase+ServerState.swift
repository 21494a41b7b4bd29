import Domain
import Foundation
import GRDB

extension AppDatabase {
    /// The secret called `name`: 32 random bytes, made by the first process that asks and the
    /// same for every process on this database from then on.
    /// - Throws: `RepositoryError.unavailable` when the database cannot be read or written.
    public func serverSecret(named name: String) async throws(RepositoryError) -> [UInt8] {
        try await write { db in
            var generator = SystemRandomNumberGenerator()
            let fresh = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            try db.execute(sql: "INSERT OR IGNORE INTO serverSecret (name, secret) VALUES (?, ?)", arguments: [name, Data(fresh)])
            let kept = try Data.fetchOne(db, sql: "SELECT secret FROM serverSecret WHERE name = ?", arguments: [name])
            return kept.map { Array($0) } ?? fresh
        }
    }

    /// Commits a write of one row, as every form post does, to learn whether the store can
    /// still write: a full disk, a read-only file or a lost lock throws here.
    /// - Throws: `RepositoryError.unavailable` with SQLite's error.
    public func probeWrite() async throws(RepositoryError) {
        try await write { db in
            try db.execute(
                sql: "INSERT INTO healthProbe (id, checkedAt) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET checkedAt = excluded.checkedAt",
                arguments: [Date().timeIntervalSince1970]
            )
        }
    }
}
