import GRDB

/// A row of one of the app's tables: fetched and saved through `Codable`, its dates stored as
/// seconds since 1970 (`REAL`), as every table here keeps them, and its `id` the row id SQLite
/// gives it on insert.
protocol AppRecord: FetchableRecord, MutablePersistableRecord {
    var id: Int64? { get set }
}

extension AppRecord {
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .timeIntervalSince1970
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSince1970
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
