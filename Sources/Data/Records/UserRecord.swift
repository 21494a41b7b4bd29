import Entities
import Foundation
import GRDB

/// A row of `user`.
struct UserRecord: Codable, Sendable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "user"

    var id: Int64?
    var email: String
    var displayName: String
    var passwordHash: String
    var createdAt: Date

    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSince1970
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSince1970
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The entity; a stored row always has its id.
    var user: User {
        User(id: id ?? 0, email: email, displayName: displayName, createdAt: createdAt)
    }
}
