import Foundation
import GRDB

extension ReminderListRecord {
    /// Decodes a row by column name, without going through `Decodable` (see `ReminderRecord`).
    init(row: Row) throws {
        id = row["id"]
        name = row["name"]
        nameKey = row["nameKey"]
        createdAt = Date(timeIntervalSince1970: row["createdAt"])
        ownerID = row["ownerID"]
        sortOrder = row["sortOrder"]
        color = row["color"]
        icon = row["icon"]
        openCount = row["openCount"]
        completedCount = row["completedCount"]
    }
}
