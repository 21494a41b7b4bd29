@testable import Data
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// `ReminderListRecord.columns(_:)` declares the columns of `reminderList` once: the table, the
/// record's writes, both reads and the details' update agree with it.
@Suite struct ReminderListColumnsTests {
    @Test func aFreshlyMigratedTable_hasExactlyTheDeclaredColumns() async throws {
        try await TestDatabase.with { test in
            let columns = try await test.database.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM pragma_table_xinfo('reminderList')")
            }

            #expect(Set(columns) == Set(ReminderListRecord.tableColumns))
            #expect(columns.count == ReminderListRecord.tableColumns.count)
        }
    }

    @Test func theDetailsUpdate_writesTheDetailsAndTheirKey_only() {
        #expect(ReminderListRecord.detailColumns == ["name", "nameKey", "color", "icon"])
    }

    @Test func aRowReadByName_isTheSameRecord_whateverOrderTheQueryNamesItsColumnsIn() async throws {
        try await TestDatabase.with { test in
            // given: lists with every detail, a sort order and counts kept by the triggers
            let home = try await test.lists.create(name: "Home")
            _ = try await test.lists.update(id: home.id, with: ReminderListDraft(name: "Home", color: .purple, icon: .paw))
            _ = try await test.lists.setSortOrder(id: home.id, to: .title)
            _ = try await test.reminders.add(ReminderDraft.fixture(title: "Open"), toList: home.id, createdAt: fixtureDate)
            let done = try await test.reminders.add(ReminderDraft.fixture(title: "Done"), toList: home.id, createdAt: fixtureDate)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: fixtureDate)
            _ = try await test.lists.create(name: "work")

            // when
            let reversed = ReminderListRecord.selectedColumns.reversed().joined(separator: ", ")
            let (byRow, byStatement) = try await test.database.read { db in
                let sql = "SELECT \(reversed) FROM reminderList ORDER BY id"
                let byRow = try Row.fetchAll(db, sql: sql).map { ReminderListRecord(row: $0) }
                let statement = try db.makeStatement(sql: sql)
                let layout = try ReminderListRecord.layout(statement)
                let rows = try Row.fetchCursor(statement)
                var byStatement: [ReminderListRecord] = []
                while try rows.next() != nil { byStatement.append(ReminderListRecord(StatementColumns(statement), layout)) }
                return (byRow, byStatement)
            }

            // then
            let summaries = try await test.lists.summaries()
            #expect(byRow.map(\.list) == summaries.map(\.list))
            #expect(byStatement.map(\.list) == summaries.map(\.list))
            #expect(byRow.map(\.openCount) == [1, 0] && byStatement.map(\.openCount) == [1, 0])
            #expect(byRow.map(\.completedCount) == [1, 0] && byStatement.map(\.completedCount) == [1, 0])
            #expect(byRow[0].list.color == .purple && byRow[0].list.icon == .paw && byRow[0].list.sortOrder == .title)
        }
    }

    @Test func aStatementWithoutADeclaredColumn_isAnError_notAWrongRead() async throws {
        let queue = try DatabaseQueue()
        try await queue.read { db in
            let statement = try db.makeStatement(sql: "SELECT 1 AS id, 'Home' AS name")
            #expect(throws: (any Error).self) { try ReminderListRecord.layout(statement) }
        }
    }

    @Test func aSavedRecord_writesTheNameKeyFromItsName() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "École")
            _ = try await test.lists.update(id: list.id, with: ReminderListDraft(name: "ÖL Ça"))

            let key = try await test.database.read { db in
                try String.fetchOne(db, sql: "SELECT nameKey FROM reminderList WHERE id = ?", arguments: [list.id])
            }

            #expect(key == "ÖL Ça".foldedKey)
        }
    }
}
