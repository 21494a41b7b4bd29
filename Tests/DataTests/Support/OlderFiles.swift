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
