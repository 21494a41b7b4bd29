import GRDB

/// A record whose columns are declared once, in `columns(_:)` (`ReminderRecord`,
/// `ReminderListRecord`): its writes (`encode(to:)`), its read by name (`init(row:)`), its read
/// at the indexes a statement's names resolved to once (`layout(_:)`, `init(_:_:)`) and the names
/// of what it reads, writes and derives (`declaredNames`) all come from that one visit, here,
/// for every such record.
protocol DeclaredColumns: AppRecord {
    /// A blank row, to be filled by a visit.
    init()

    /// Visits every column the record reads or writes, in the order a query selects them.
    mutating func columns(_ visitor: inout some ColumnVisitor)

    /// The columns the record reads, in visiting order: what a query of its rows selects
    /// (`declaredNames.read`, kept once per type).
    static var selectedColumns: [String] { get }
}

extension DeclaredColumns {
    /// The names of the columns a blank record's visit reads, writes and derives.
    static var declaredNames: ColumnNames {
        var names = ColumnNames()
        var blank = Self()
        blank.columns(&names)
        return names
    }

    /// The row `row`, read by column name (a column an older schema lacks stays blank).
    init(row: Row) {
        self.init()
        var reader = RowColumnReader(row: row)
        columns(&reader)
    }

    /// The row `columns` stands on, read at the indexes `layout(_:)` resolved for its statement.
    @inline(__always)
    init(_ columns: StatementColumns, _ layout: ColumnLayout) {
        self.init()
        var reader = StatementColumnReader(columns: columns, layout: layout)
        self.columns(&reader)
    }

    /// Where `selectedColumns` stand in `statement`'s result, resolved by name once for the
    /// statement, not for each row (a page decodes 50); an error if it lacks one.
    static func layout(_ statement: Statement) throws -> ColumnLayout {
        try ColumnLayout(selectedColumns, in: statement)
    }

    func encode(to container: inout PersistenceContainer) throws {
        var encoder = ColumnEncoder(container: container)
        var record = self
        record.columns(&encoder)
        container = encoder.container
    }
}
