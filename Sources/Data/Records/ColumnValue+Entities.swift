import Entities
import Foundation
import GRDB

/// Stored as its name (`Priority.rawValue`); a name no priority has (written by hand in the file)
/// reads as none.
extension Priority: ColumnValue {
    static func read(_ row: Row, _ name: String) -> Priority { Priority(rawValue: String.read(row, name)) ?? .none }
    @inline(__always) static func read(_ columns: StatementColumns, _ index: Int32) -> Priority {
        Priority(rawValue: columns.text(index)) ?? .none
    }
    var columnValue: DatabaseValue { rawValue.databaseValue }
}

/// A reminder's tags, stored as their names separated by spaces, NULL without tags; a word that
/// is no tag (written by hand in the file) is left out.
extension Array: ColumnValue where Element == Tag {
    static func read(_ row: Row, _ name: String) -> [Tag] { ReminderRecord.tags(row[name]) }
    @inline(__always) static func read(_ columns: StatementColumns, _ index: Int32) -> [Tag] {
        columns.isNull(index) ? [] : ReminderRecord.tags(columns.text(index))
    }
    var columnValue: DatabaseValue { isEmpty ? .null : map(\.name).joined(separator: " ").databaseValue }
}
