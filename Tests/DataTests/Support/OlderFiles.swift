@testable import Data
import Foundation
import GRDB

/// A new folder in the temporary directory, for the test to remove.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DataTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// The path of a database file in `folder` migrated up to `migration` (the schema of an
/// older release), with `sql` run in it, closed: for `AppDatabase` to open and migrate on.
func fileFromBefore(_ migration: String, in folder: URL, holding sql: String) async throws -> String {
    let path = folder.appendingPathComponent("\(migration).sqlite").path
    let old = try DatabaseQueue(path: path)
    try AppDatabase.migrator.migrate(old, upTo: migration)
    try await old.write { db in try db.execute(sql: sql) }
    try old.close()
    return path
}

extension ReminderRecord {
    /// Inserts the record into `db`, a file of an older schema, writing only the columns its
    /// `reminder` table has then: a column added since (`link`, from `v22-reminder-link`) would fail
    /// the insert. Its new id.
    func insert(intoOlderSchema db: Database) throws -> Int64 {
        var names = ColumnNames()
        var values = ColumnValues()
        var record = self
        record.columns(&names)
        record.columns(&values)
        let existing = Set(try String.fetchAll(db, sql: "SELECT name FROM pragma_table_xinfo('reminder')"))
        let kept = zip(names.written, values.values).filter { existing.contains($0.0) }
        try db.execute(
            sql: "INSERT INTO reminder (\(kept.map(\.0).joined(separator: ", "))) VALUES (\(kept.map { _ in "?" }.joined(separator: ", ")))",
            arguments: StatementArguments(kept.map(\.1))
        )
        return db.lastInsertedRowID
    }
}
