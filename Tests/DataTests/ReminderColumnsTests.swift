@testable import Data
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// `ReminderRecord.columns(_:)` declares the columns of `reminder` once: the table, the record's
/// writes, every read and the covering index all agree with it.
@Suite struct ReminderColumnsTests {
    @Test func aFreshlyMigratedTable_hasExactlyTheDeclaredColumns() async throws {
        try await TestDatabase.with { test in
            let columns = try await test.database.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM pragma_table_xinfo('reminder')")
            }

            #expect(Set(columns) == Set(ReminderRecord.tableColumns))
            #expect(columns.count == ReminderRecord.tableColumns.count)
        }
    }

    @Test func aRecordWrittenOverItsRow_readsBackAsWritten_settingOnlyTheColumnsThatChanged() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Errands")
            let added = try await test.reminders.add(.fixture(title: "Post a letter #town"), toList: list.id, createdAt: Date(timeIntervalSince1970: 0))
            final class Statements: @unchecked Sendable { var sql: [String] = [] }
            let statements = Statements()
            let (written, read) = try await test.database.write { db in
                let before = try SQLiteReminderRepository.fetch(added.id, owner: TestDatabase.owner, db)
                var record = before
                record.details.title = "Post two letters"
                record.details.isFlagged = true
                db.trace { statements.sql.append($0.description) }
                try record.updateRow(from: before, db)
                db.trace(nil)
                return (record, try SQLiteReminderRepository.fetch(added.id, owner: TestDatabase.owner, db))
            }

            #expect(read.reminder == written.reminder)
            #expect(statements.sql.first == "UPDATE reminder SET title = ?, isFlagged = ?, titleKey = ? WHERE id = ?")
        }
    }

    @Test func aFlagWrittenOverItsRow_setsTheFlagAlone() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Errands")
            let added = try await test.reminders.add(.fixture(title: "Post a letter"), toList: list.id, createdAt: Date(timeIntervalSince1970: 0))
            final class Statements: @unchecked Sendable { var sql: [String] = [] }
            let statements = Statements()
            try await test.database.write { db in
                let before = try SQLiteReminderRepository.fetch(added.id, owner: TestDatabase.owner, db)
                var record = before
                record.details.isFlagged = true
                db.trace { statements.sql.append($0.description) }
                try record.updateRow(from: before, db)
                db.trace(nil)
            }

            #expect(statements.sql.first == "UPDATE reminder SET isFlagged = ? WHERE id = ?")
        }
    }

    @Test func aRecordWrittenUnchanged_setsNothing() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Errands")
            let added = try await test.reminders.add(.fixture(title: "Post a letter"), toList: list.id, createdAt: Date(timeIntervalSince1970: 0))
            final class Statements: @unchecked Sendable { var sql: [String] = [] }
            let statements = Statements()
            try await test.database.write { db in
                let before = try SQLiteReminderRepository.fetch(added.id, owner: TestDatabase.owner, db)
                db.trace { statements.sql.append($0.description) }
                try before.updateRow(from: before, db)
                db.trace(nil)
            }

            #expect(!statements.sql.contains { $0.hasPrefix("UPDATE") })
        }
    }

    @Test func theCoveringIndexOfAFreshlyMigratedDatabase_coversExactlyTheDeclaredColumns_afterThePageOrder() async throws {
        try await TestDatabase.with { test in
            let indexed = try await test.database.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM pragma_index_info('reminder_listPage') ORDER BY seqno")
            }

            #expect(Array(indexed.prefix(5)) == ["listID", "isCompleted", "dueSort", "createdAt", "id"])
            #expect(Set(indexed) == Set(ReminderRecord.tableColumns))
            #expect(indexed.count == ReminderRecord.tableColumns.count)
        }
    }

    @Test func theIndexDerivedFromTheDeclaration_isTheOneTheMigrationsBuiltByHand() async throws {
        try await TestDatabase.with { test in
            let index = "SELECT name FROM pragma_index_info('reminder_listPage') ORDER BY seqno"
            let condition = "SELECT sql FROM sqlite_master WHERE name = 'reminder_listPage'"
            let (before, sqlBefore) = try await test.database.read { db in
                (try String.fetchAll(db, sql: index), try String.fetchOne(db, sql: condition))
            }

            let (after, sqlAfter) = try await test.database.write { db in
                try AppDatabase.rebuildListPageIndex(db)
                return (try String.fetchAll(db, sql: index), try String.fetchOne(db, sql: condition))
            }

            #expect(after == before)
            #expect(sqlAfter?.hasSuffix("WHERE deletedAt IS NULL") == true)
            #expect(sqlBefore?.hasSuffix("WHERE deletedAt IS NULL") == true)
        }
    }

    @Test func rebuildingTheIndex_beforeALaterColumnExists_coversTheColumnsTheTableHasThen() async throws {
        // given: a table of a few of the declared columns, as an older migration saw it
        let queue = try DatabaseQueue()
        try await queue.write { db in
            try db.execute(sql: """
                CREATE TABLE reminder (id INTEGER PRIMARY KEY, listID INTEGER, title TEXT, createdAt REAL, deletedAt REAL,
                    isCompleted INTEGER GENERATED ALWAYS AS (0) VIRTUAL, dueSort TEXT GENERATED ALWAYS AS ('~') VIRTUAL)
                """)

            // when
            try AppDatabase.rebuildListPageIndex(db)

            // then
            let indexed = try String.fetchAll(db, sql: "SELECT name FROM pragma_index_info('reminder_listPage') ORDER BY seqno")
            #expect(indexed == ["listID", "isCompleted", "dueSort", "createdAt", "id", "title", "deletedAt"])
        }
    }

    @Test func aRowReadByName_isTheSameRecord_whateverOrderTheQueryNamesItsColumnsIn() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let draft = ReminderDraft.fixture(
                title: "Call Ann", notes: "About the garden", dueDate: .fixture("2026-11-21"), dueTime: .fixture("09:30"),
                priority: .high, isFlagged: true, tags: [Tag("garden")!], repeatRule: RepeatRule(.daily),
                alert: ReminderAlert(minutesBefore: 15)
            )
            let added = try await test.reminders.add(draft, toList: list.id, createdAt: fixtureDate)
            _ = try await test.reminders.setCompletion(id: added.id, completedAt: fixtureDate.addingTimeInterval(60))
            let plain = try await test.reminders.add(ReminderDraft.fixture(title: "Plain"), toList: list.id, createdAt: fixtureDate)

            let reversed = ReminderRecord.selectedColumns.reversed().joined(separator: ", ")
            let (byRow, byStatement) = try await test.database.read { db in
                let sql = "SELECT \(reversed) FROM reminder ORDER BY id"
                let byRow = try Row.fetchAll(db, sql: sql).map { ReminderRecord(row: $0).reminder }
                let statement = try db.makeStatement(sql: sql)
                let layout = try ReminderRecord.layout(statement)
                let rows = try Row.fetchCursor(statement)
                var byStatement: [Reminder] = []
                while try rows.next() != nil { byStatement.append(ReminderRecord(StatementColumns(statement), layout).reminder) }
                return (byRow, byStatement)
            }

            let expected = [
                try await test.reminders.reminder(id: added.id), try await test.reminders.reminder(id: plain.id),
            ]
            #expect(byRow == expected)
            #expect(byStatement == expected)
            #expect(expected[0].alert?.minutesBefore == 15 && expected[0].isFlagged && expected[0].completedAt != nil)
        }
    }

    @Test func aStatementWithoutADeclaredColumn_isAnError_notAWrongRead() async throws {
        let queue = try DatabaseQueue()
        try await queue.read { db in
            let statement = try db.makeStatement(sql: "SELECT 1 AS id, 2 AS listID")
            #expect(throws: (any Error).self) { try ReminderRecord.layout(statement) }
        }
    }

    @Test func aSavedRecord_writesTheSearchKeysFromItsText() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let added = try await test.reminders.add(
                ReminderDraft.fixture(title: "École Öl", notes: "Ça VA"), toList: list.id, createdAt: fixtureDate
            )

            let keys = try await test.database.read { db in
                try Row.fetchOne(db, sql: "SELECT titleKey, notesKey FROM reminder WHERE id = ?", arguments: [added.id])
                    .map { [$0["titleKey"] as String?, $0["notesKey"] as String?] }
            }

            #expect(keys == ["ecole ol", "ca va"])
        }
    }
}
