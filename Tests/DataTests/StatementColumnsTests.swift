@testable import Data
import Foundation
import GRDB
import Testing

/// `StatementColumns` reads what GRDB's `Row` reads, `NULL`s and odd text included.
@Suite struct StatementColumnsTests {
    private let sql = """
        SELECT 42 AS id, 2.5 AS score, NULL AS missing, 'Café ☕️' AS name, '' AS empty,
               CAST(x'41ff42' AS TEXT) AS broken, 'a' || char(0) || 'b' AS withNul
        """

    /// The first row of `sql`, read by `read` while the statement stands on it.
    private func firstRow<Value>(_ read: (StatementColumns, Row) -> Value) throws -> Value {
        let queue = try DatabaseQueue()
        return try queue.read { db in
            let statement = try db.makeStatement(sql: sql)
            let rows = try Row.fetchCursor(statement)
            guard let row = try rows.next() else { throw DatabaseError(message: "no row") }
            return read(StatementColumns(statement), row)
        }
    }

    @Test func numbers_readAsGRDBReadsThem() throws {
        try firstRow { columns, row in
            #expect(columns.int64(0) == row[0] as Int64)
            #expect(columns.double(1) == row[1] as Double)
            #expect(columns.optionalDouble(1) == 2.5)
            #expect(columns.optionalDouble(2) == nil)
        }
    }

    @Test func texts_readAsGRDBReadsThem_unicodeAndEmptyIncluded() throws {
        try firstRow { columns, row in
            #expect(columns.text(3) == row[3] as String)
            #expect(columns.text(3) == "Café ☕️")
            #expect(columns.optionalText(4) == "")
            #expect(columns.optionalText(2) == nil)
            #expect(columns.text(2) == "")
        }
    }

    @Test func bytesThatAreNotUTF8_areRepaired_notDropped() throws {
        try firstRow { columns, row in
            #expect(columns.text(5) == "A\u{FFFD}B")
            #expect(columns.text(5) == row[5] as String)
        }
    }

    @Test func aTextWithANulByte_keepsItsWholeLength() throws {
        // GRDB's `Row` measures texts with `strlen` and stops at the NUL; the length SQLite
        // knows does not.
        try firstRow { columns, _ in
            #expect(columns.text(6) == "a\u{0}b")
        }
    }
}
