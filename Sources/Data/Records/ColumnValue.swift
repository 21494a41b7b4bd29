import Foundation
import GRDB
import GRDBSQLite

/// A type a record's property holds, as its column stores it: read from a row by name, read from
/// a stepped statement at an index, written as a database value. A `NULL` in a column whose
/// property allows none reads as 0, "" or false, the same both ways.
protocol ColumnValue {
    /// The value of column `name` of `row`.
    static func read(_ row: Row, _ name: String) -> Self
    /// The value of column `index` of the row `columns` stands on.
    static func read(_ columns: StatementColumns, _ index: Int32) -> Self
    /// The value to store.
    var columnValue: DatabaseValue { get }
}

extension ColumnValue where Self: DatabaseValueConvertible {
    var columnValue: DatabaseValue { databaseValue }
}

/// One pass over a record's columns (see `ReminderRecord.columns(_:)`, `ReminderListRecord.columns(_:)`): each column's name with
/// its property, read or written.
protocol ColumnVisitor {
    /// A column the record stores and reads back.
    mutating func visit<Value: ColumnValue>(_ name: String, _ value: inout Value)
    /// A column the record writes from its other properties (a search key) and never reads.
    mutating func derive(_ name: String, _ value: @autoclosure () -> DatabaseValue)
    /// A column the schema keeps (a trigger counts it) that the record reads and never writes.
    mutating func kept<Value: ColumnValue>(_ name: String, _ value: inout Value)
}

extension Int64: ColumnValue {
    static func read(_ row: Row, _ name: String) -> Int64 { row[name] ?? 0 }
    @inline(__always) static func read(_ columns: StatementColumns, _ index: Int32) -> Int64 { columns.int64(index) }
}

extension Int: ColumnValue {
    static func read(_ row: Row, _ name: String) -> Int { row[name] ?? 0 }
    @inline(__always) static func read(_ columns: StatementColumns, _ index: Int32) -> Int { Int(columns.int64(index)) }
}

extension Bool: ColumnValue {
    static func read(_ row: Row, _ name: String) -> Bool { row[name] ?? false }
    @inline(__always) static func read(_ columns: StatementColumns, _ index: Int32) -> Bool { columns.int64(index) != 0 }
}

extension String: ColumnValue {
    static func read(_ row: Row, _ name: String) -> String { row[name] ?? "" }
    @inline(__always) static func read(_ columns: StatementColumns, _ index: Int32) -> String { columns.text(index) }
}

/// Stored as seconds since 1970 (`REAL`), as every table here keeps dates.
extension Date: ColumnValue {
    static func read(_ row: Row, _ name: String) -> Date { Date(timeIntervalSince1970: row[name] ?? 0) }
    @inline(__always) static func read(_ columns: StatementColumns, _ index: Int32) -> Date {
        Date(timeIntervalSince1970: columns.double(index))
    }
    var columnValue: DatabaseValue { timeIntervalSince1970.databaseValue }
}

extension Optional: ColumnValue where Wrapped: ColumnValue {
    static func read(_ row: Row, _ name: String) -> Wrapped? {
        (row[name] as DatabaseValue).isNull ? nil : Wrapped.read(row, name)
    }

    @inline(__always) static func read(_ columns: StatementColumns, _ index: Int32) -> Wrapped? {
        columns.isNull(index) ? nil : Wrapped.read(columns, index)
    }

    var columnValue: DatabaseValue { map(\.columnValue) ?? .null }
}

/// Writes each column into a record's `PersistenceContainer`.
struct ColumnEncoder: ColumnVisitor {
    var container: PersistenceContainer

    mutating func visit<Value: ColumnValue>(_ name: String, _ value: inout Value) {
        container[name] = value.columnValue
    }

    mutating func derive(_ name: String, _ value: @autoclosure () -> DatabaseValue) {
        container[name] = value()
    }

    mutating func kept<Value: ColumnValue>(_ name: String, _ value: inout Value) {}
}

/// The values of the columns, in the order they are visited (those `ColumnNames.written` names).
struct ColumnValues: ColumnVisitor {
    var values: [DatabaseValue] = []
    /// Whether the derived columns are computed; when not, each is `NULL` (for comparing two
    /// records whose columns derived from are known to be the same).
    var derives = true

    mutating func visit<Value: ColumnValue>(_ name: String, _ value: inout Value) {
        values.append(value.columnValue)
    }

    mutating func derive(_ name: String, _ value: @autoclosure () -> DatabaseValue) {
        values.append(derives ? value() : .null)
    }

    mutating func kept<Value: ColumnValue>(_ name: String, _ value: inout Value) {}
}

/// Reads each column of a `Row` by name.
struct RowColumnReader: ColumnVisitor {
    let row: Row

    mutating func visit<Value: ColumnValue>(_ name: String, _ value: inout Value) {
        // A migration that reads the rows of the schema it migrates through this record
        // (`v20-alert-schedule`, `v31-reminder-alerts`) finds no column a later
        // migration adds (`link`, `v22-reminder-link`): the property keeps its blank value, the
        // one the later migration gives every row. A migrated file has every column
        // (`ReminderColumnsTests`).
        guard row.hasColumn(name) else { return }
        value = Value.read(row, name)
    }

    mutating func derive(_ name: String, _ value: @autoclosure () -> DatabaseValue) {}

    mutating func kept<Value: ColumnValue>(_ name: String, _ value: inout Value) {
        visit(name, &value)
    }
}

/// The names of the columns, in the order they are visited.
struct ColumnNames: ColumnVisitor {
    /// The columns read: those written too, and those kept by the schema.
    var read: [String] = []
    /// The columns written from the others.
    var derived: [String] = []
    /// Every column written, in visiting order.
    var written: [String] = []

    mutating func visit<Value: ColumnValue>(_ name: String, _ value: inout Value) {
        read.append(name)
        written.append(name)
    }

    mutating func derive(_ name: String, _ value: @autoclosure () -> DatabaseValue) {
        derived.append(name)
        written.append(name)
    }

    mutating func kept<Value: ColumnValue>(_ name: String, _ value: inout Value) {
        read.append(name)
    }
}

/// Reads each column of the row a statement stands on at the index its name resolved to once for
/// the statement (`ColumnLayout`): no name is looked up per row.
struct StatementColumnReader: ColumnVisitor {
    let columns: StatementColumns
    let layout: ColumnLayout
    /// The visit's place in the order of `layout`.
    var next = 0

    @inline(__always)
    mutating func visit<Value: ColumnValue>(_ name: String, _ value: inout Value) {
        value = Value.read(columns, layout.indexes[next])
        next += 1
    }

    @inline(__always)
    mutating func derive(_ name: String, _ value: @autoclosure () -> DatabaseValue) {}

    @inline(__always)
    mutating func kept<Value: ColumnValue>(_ name: String, _ value: inout Value) {
        visit(name, &value)
    }
}

/// Where each of a record's columns (in the order its visit names them) stands in a statement's
/// result, resolved by name once for the statement.
struct ColumnLayout {
    let indexes: [Int32]

    /// The indexes of `names` among `statement`'s columns; an error if the statement lacks one.
    /// A name is looked for first where it would be if the statement selects `names` in order
    /// (a record's own queries do), so that a page's read compares 26 names, not 350.
    init(_ names: [String], in statement: Statement) throws {
        let selected = statement.columnNames
        indexes = try names.enumerated().map { position, name in
            if position < selected.count, selected[position] == name { return Int32(position) }
            guard let index = selected.firstIndex(of: name) else {
                throw DatabaseError(message: "the query selects no column \(name): \(statement.sql)")
            }
            return Int32(index)
        }
    }
}
