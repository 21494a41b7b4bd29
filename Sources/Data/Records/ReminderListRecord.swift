import Entities
import Foundation
import GRDB

/// A row of `reminderList`.
///
/// `columns(_:)` is the one declaration of the table's columns, as `ReminderRecord.columns(_:)` is
/// of `reminder`'s: the record's writes (`encode(to:)`), its read by name (`init(row:)`), the
/// lists' read by the indexes the names resolved to once for the statement (`Layout`), and the
/// columns a change of details writes (`detailColumns`) derive from it.
/// `ReminderListColumnsTests` checks that the migrated table has exactly these columns.
struct ReminderListRecord: Sendable, DeclaredColumns {
    static let databaseTableName = "reminderList"

    var id: Int64?
    var name: String
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
    /// The open flagged reminders; kept by triggers, never written from Swift (`schemaV26SmartCounts`).
    var flaggedCount: Int = 0
    /// The open reminders with a due date; kept by triggers, never written from Swift
    /// (`schemaV27ScheduledCounts`).
    var scheduledCount: Int = 0
    /// The people besides its owner who hold a role on it; kept by triggers, never written from
    /// Swift (`migrateV30Assignees`).
    var memberCount: Int = 0

    /// Visits every column of `reminderList`. A new column is one line here (and its property):
    /// in `details(_:)` if a person gives it with the list's details (`apply(_:)`).
    mutating func columns(_ visitor: inout some ColumnVisitor) {
        visitor.visit("id", &id)
        visitor.visit("createdAt", &createdAt)
        visitor.visit("ownerID", &ownerID)
        visitor.visit("sortOrder", &sortOrder)
        details(&visitor)
        visitor.kept("openCount", &openCount)
        visitor.kept("completedCount", &completedCount)
        visitor.kept("flaggedCount", &flaggedCount)
        visitor.kept("scheduledCount", &scheduledCount)
        visitor.kept("memberCount", &memberCount)
    }

    /// Visits the columns of the details a person gives a list (`ReminderListDraft`): the ones a
    /// change of details writes, and no others (the counts are the triggers').
    mutating func details(_ visitor: inout some ColumnVisitor) {
        visitor.visit("name", &name)
        // Unique per owner, folded (`String.foldedKey`): names differing only in case clash.
        visitor.derive("nameKey", self.name.foldedKey.databaseValue)
        visitor.visit("color", &color)
        visitor.visit("icon", &icon)
    }

    /// The columns the record reads, in visiting order: what a query of lists selects.
    static let selectedColumns: [String] = declaredNames.read

    /// `selectedColumns` as a query's result columns.
    static let selection = selectedColumns.joined(separator: ", ")

    /// The columns a change of a list's details writes (`details(_:)`).
    static let detailColumns: [String] = {
        var names = ColumnNames()
        var blank = ReminderListRecord()
        blank.details(&names)
        return names.written
    }()

    /// Every column of `reminderList`: those the record reads (the kept counts among them), and
    /// those it derives.
    static let tableColumns: [String] = selectedColumns + declaredNames.derived

    /// A blank row, to be filled by a visit.
    init() {
        self.init(name: "", createdAt: Date(timeIntervalSince1970: 0), ownerID: nil)
    }

    /// A new row for a list named `name`, owned by `ownerID` (none: waiting for the first account).
    init(name: String, createdAt: Date, ownerID: Int64?) {
        self.name = name
        self.createdAt = createdAt
        self.ownerID = ownerID
    }
}
