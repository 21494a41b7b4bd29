import Entities
import Foundation
import GRDB

/// A row of `reminderList`.
struct ReminderListRecord: Codable, Sendable, AppRecord {
    static let databaseTableName = "reminderList"

    var id: Int64?
    var name: String
    /// `name.foldedKey`, unique.
    var nameKey: String
    var createdAt: Date
    /// The owning user; nil only for a list from before accounts, until the first account adopts it.
    var ownerID: Int64?
    /// `ReminderSortOrder.rawValue`.
    var sortOrder: String = ReminderSortOrder.default.rawValue
    /// `ListColor.rawValue`.
    var color: String = ListColor.default.rawValue
    /// `ListIcon.rawValue`.
    var icon: String = ListIcon.default.rawValue
    /// Kept by triggers; never written from Swift.
    var openCount: Int = 0
    /// Kept by triggers; never written from Swift.
    var completedCount: Int = 0

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let nameKey = Column(CodingKeys.nameKey)
    }
}
