import Domain
import Entities
import Foundation
import GRDB

/// A row of `reminder`, as far as the record writes it.
///
/// `columns(_:)` is the one declaration of the table's columns: each column's name with the
/// property that holds it. The record's writes (`encode(to:)`), every read of a reminder row (by
/// name from a `Row`, or from a stepped statement by the indexes the names resolved to once for
/// the statement), the columns a page selects (`selectedColumns`) and the covering index
/// `reminder_listPage` (`AppDatabase.rebuildListPageIndex`) are derived from it.
/// `ReminderColumnsTests` checks that the migrated table has exactly these columns. What the
/// reminder says is held as the entity holds it, `ReminderDetails`, each of its fields a column of
/// its own (`ColumnValue+Entities.swift` says how a priority and tags are stored): a new field of
/// the details is one line of `columns(_:)`, with no property and no mapping.
struct ReminderRecord: Sendable, DeclaredColumns {
    static let databaseTableName = "reminder"

    var id: Int64?
    var listID: Int64
    /// What the reminder says: title, notes, priority, flag, tags.
    var details: ReminderDetails
    /// `YYYY-MM-DD`.
    var dueDate: String?
    /// `HH:MM`.
    var dueTime: String?
    var completedAt: Date?
    var createdAt: Date
    /// The reminder it is a subtask of.
    var parentID: Int64?
    /// `RepeatRule.rrule(firstDate:)`.
    var repeatRule: String?
    /// `Repetition.firstDate`, `YYYY-MM-DD`.
    var repeatStart: String?
    /// `Repetition.completedCount`.
    var repeatCount: Int = 0
    /// `ReminderAlert.minutesBefore`; nil without an alert.
    var alertMinutes: Int?
    /// Its place in its list's manual order: what Domain's `ManualOrder` decided as the row was
    /// written (`place(replacing:_:)`); nil only on a new row not placed yet.
    var position: Int?
    /// `WebLink.text`; nil without a link.
    var link: String?
    /// `ReminderUID.text`: given by `set(_:)` to every row written, unique among all reminders.
    var uid: String?
    /// The member it is assigned to; kept only while Domain's `Assignees` allows it
    /// (`keepAssignee(_:)`, as the row is written).
    var assigneeID: Int64?
    /// Who completed it, on a list shared with anyone: what Domain's `CompletedBy` recorded as the
    /// row was written (`keepCompletedBy`).
    var completedByID: Int64?

    /// Visits every column the record writes, in the order a page's query selects them. A new
    /// column of `reminder` is one line here (and its property), or one name in `schemaColumns`
    /// if the record does not write it.
    mutating func columns(_ visitor: inout some ColumnVisitor) {
        visitor.visit("id", &id)
        visitor.visit("listID", &listID)
        visitor.visit("title", &details.title)
        visitor.visit("notes", &details.notes)
        visitor.visit("dueDate", &dueDate)
        visitor.visit("dueTime", &dueTime)
        visitor.visit("priority", &details.priority)
        visitor.visit("completedAt", &completedAt)
        visitor.visit("createdAt", &createdAt)
        visitor.visit("isFlagged", &details.isFlagged)
        visitor.visit("parentID", &parentID)
        visitor.visit("repeatRule", &repeatRule)
        visitor.visit("repeatStart", &repeatStart)
        visitor.visit("repeatCount", &repeatCount)
        visitor.visit("tags", &details.tags)
        visitor.visit("alertMinutes", &alertMinutes)
        visitor.visit("position", &position)
        visitor.visit("link", &link)
        visitor.visit("uid", &uid)
        visitor.visit("assigneeID", &assigneeID)
        visitor.visit("completedByID", &completedByID)
        // The search keys: case and accents ignored (Domain's `SearchKey`). `updateRow` derives
        // them only when the title or the notes changed: a new derived column names its sources there.
        visitor.derive("titleKey", SearchKey.of(self.details.title).databaseValue)
        visitor.derive("notesKey", self.details.notes.map { SearchKey.of($0).databaseValue } ?? .null)
    }

    /// The columns the schema keeps and the record never writes: the owner (copied from the list
    /// by a trigger), the generated `isCompleted`, `dueSort` and `priorityRank`, and `deletedAt` (set
    /// and cleared by the repository's own statements).
    static let schemaColumns = ["ownerID", "isCompleted", "dueSort", "deletedAt", "priorityRank"]

    /// The columns a migration dropped (`v31-reminder-alerts`: a reminder's one alert, now one
    /// row of `reminderAlert` per recipient), which the migrations before it still find.
    static let droppedColumns = ["alertAt", "alertPending"]

    /// The alerts the row's write leaves, one per recipient, and those it found: what
    /// `schedule(replacing:_:at:_:)` computed, written with the row (`writeAlertRows`); nil when
    /// nothing computed them (the row's alerts are then left as they are).
    var alerts: AlertRows?

    /// The columns the record reads, in visiting order: what a query of reminders selects.
    static let selectedColumns: [String] = declaredNames.read

    /// `selectedColumns` as a query's result columns.
    static let selection = selectedColumns.joined(separator: ", ")

    /// The statement inserting one record: `values`' columns (`id` NULL for a new row's).
    static let insertSQL = """
        INSERT INTO reminder (\(declaredNames.written.joined(separator: ", "))) \
        VALUES (\(Array(repeating: "?", count: declaredNames.written.count).joined(separator: ", ")))
        """

    /// The values the record writes, in the order of `insertSQL`.
    var values: StatementArguments {
        var values = ColumnValues()
        var record = self
        record.columns(&values)
        return StatementArguments(values.values)
    }

    /// The columns the record writes, in visiting order (`id` first).
    static let writtenColumns: [String] = declaredNames.written

    /// Writes the record over its row as read before the change (`before`, in the same
    /// transaction, so there): one `UPDATE` of the columns whose values differ, prepared once
    /// per connection for each such set, then its tag rows as every save writes them. GRDB's
    /// `update(_:)` set every column, which rewrote every index of the table and built the
    /// statement's text and a dictionary of the columns for each write: a row's Flag posted in
    /// place spent about 300,000 instructions in it.
    func updateRow(from before: ReminderRecord, _ db: Database) throws {
        guard let id else { throw RecordError.recordNotFound(databaseTableName: Self.databaseTableName, key: [:]) }
        // The search keys are derived from the title and the notes (`columns(_:)`): computed,
        // for both records, only when one of those changed (13,000 instructions a key).
        let derives = details.title != before.details.title || details.notes != before.details.notes
        let new = columnValues(deriving: derives)
        let old = before.columnValues(deriving: derives)
        var assignments: [String] = []
        var arguments: [DatabaseValue] = []
        for index in Self.writtenColumns.indices where Self.writtenColumns[index] != "id" && new[index] != old[index] {
            assignments.append(Self.writtenColumns[index] + " = ?")
            arguments.append(new[index])
        }
        if !assignments.isEmpty {
            arguments.append(id.databaseValue)
            let sql = "UPDATE reminder SET " + assignments.joined(separator: ", ") + " WHERE id = ?"
            try db.cachedStatement(sql: sql).execute(arguments: StatementArguments(arguments))
            guard db.changesCount == 1 else {
                throw RecordError.recordNotFound(databaseTableName: Self.databaseTableName, key: ["id": id.databaseValue])
            }
        }
        try writeTagRows(reminderID: id, db)
        try writeAlertRows(reminderID: id, db)
    }

    /// The values the record writes, in the order of `writtenColumns`; the derived ones `NULL`
    /// unless `deriving`.
    private func columnValues(deriving: Bool) -> [DatabaseValue] {
        var visited = ColumnValues(derives: deriving)
        var record = self
        record.columns(&visited)
        return visited.values
    }

    /// Every column of `reminder`: those the record reads, those it derives, those the schema keeps.
    static let tableColumns: [String] = declaredNames.read + declaredNames.derived + schemaColumns

    /// A blank row, to be filled by a visit.
    init() {
        self.init(id: nil, listID: 0, createdAt: Date(timeIntervalSince1970: 0))
    }

    init(id: Int64?, listID: Int64, createdAt: Date) {
        self.id = id
        self.listID = listID
        self.details = ReminderDetails(title: "")
        self.createdAt = createdAt
    }
}
