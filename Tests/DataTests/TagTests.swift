@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// A tag's reminders and each tag's open count, against a real SQLite file.
@Suite struct TagTests {
    private func tags(_ names: String...) -> [Entities.Tag] { names.compactMap { Entities.Tag($0) } }

    @discardableResult
    private func add(_ test: TestDatabase, _ title: String, to list: ReminderList, due: String? = nil, tags: [Entities.Tag], second: Double) async throws -> Reminder {
        let draft = ReminderDraft.fixture(title: title, dueDate: due.map { LocalDate.fixture($0) }, tags: tags)
        return try await test.reminders.add(draft, toList: list.id, createdAt: instant(second))
    }

    @Test func taggedWith_holdsTheTagsReminders_acrossLists_inTheUsualOrder_whateverTheCase() async throws {
        try await TestDatabase.with { test in
            // given
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            try await add(test, "Undated", to: home, tags: tags("Errands"), second: 1)
            try await add(test, "Due soon", to: work, due: "2026-11-22", tags: tags("home", "errands"), second: 2)
            try await add(test, "Other tag", to: home, tags: tags("garden"), second: 3)
            let done = try await add(test, "Done", to: home, tags: tags("errands"), second: 4)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(10))
            let deleted = try await add(test, "Deleted", to: home, tags: tags("errands"), second: 5)
            try await test.reminders.delete(id: deleted.id, at: instant(11))
            let (otherLists, otherReminders) = test.repositories(of: try await test.addUser("other@example.com").id)
            let theirs = try await otherLists.create(name: "Theirs")
            _ = try await otherReminders.add(.fixture(title: "Someone else's", tags: tags("errands")), toList: theirs.id, createdAt: instant(6))

            // when
            let open = try await test.reminders.reminders(taggedWith: Entities.Tag("ERRANDS")!, includeCompleted: false, page: PageRequest())
            let all = try await test.reminders.reminders(taggedWith: Entities.Tag("errands")!, includeCompleted: true, page: PageRequest())
            let second = try await test.reminders.reminders(taggedWith: Entities.Tag("errands")!, includeCompleted: false, page: PageRequest(number: 2, size: 1))

            // then
            #expect(open.titles == ["Due soon", "Undated"] && open.totalCount == 2)
            #expect(all.titles == ["Due soon", "Undated", "Done"])
            #expect(second.titles == ["Undated"] && second.pageCount == 2)
            #expect(open.items.first?.tags == tags("home", "errands"))
        }
    }

    @Test func tagCounts_countEachTagsOpenReminders_spelledAsGiven_inTheOrderOfTheTags() async throws {
        try await TestDatabase.with { test in
            // given
            let home = try await test.lists.create(name: "Home")
            try await add(test, "One", to: home, tags: tags("Errands", "home"), second: 1)
            try await add(test, "Two", to: home, tags: tags("errands"), second: 2)
            let done = try await add(test, "Done", to: home, tags: tags("errands", "archive"), second: 3)
            _ = try await test.reminders.setCompletion(id: done.id, completedAt: instant(10))
            let deleted = try await add(test, "Deleted", to: home, tags: tags("home"), second: 4)
            try await test.reminders.delete(id: deleted.id, at: instant(11))
            let retagged = try await add(test, "Retagged", to: home, tags: tags("garden"), second: 5)
            _ = try await test.reminders.update(id: retagged.id, with: .fixture(title: "Retagged", tags: tags("Home")), movingTo: nil)
            let (otherLists, otherReminders) = test.repositories(of: try await test.addUser("other@example.com").id)
            let theirs = try await otherLists.create(name: "Theirs")
            _ = try await otherReminders.add(.fixture(title: "Someone else's", tags: tags("secret")), toList: theirs.id, createdAt: instant(6))

            // when
            let counts = try await test.reminders.tagCounts()

            // then: completed, deleted and someone else's reminders count for nothing; a tag left by its last reminder is gone
            #expect(counts.map(\.tag.key) == ["errands", "home"])
            #expect(counts.map(\.openCount) == [2, 2])
            #expect(counts.first?.tag.name == "Errands" || counts.first?.tag.name == "errands")
        }
    }

    /// A tag's page reads a range of `reminderTag_owner`, finds each reminder by its id and sorts
    /// the tag's few rows; the counts read the same index in key order (no sort for the grouping):
    /// neither reads the rest of the owner's reminders.
    @Test func tagReads_areRangesOfTheTagIndex() async throws {
        try await TestDatabase.with { test in
            let filter = SQLiteReminderRepository.taggedFilter + " AND +isCompleted = 0"
            let sql = SQLiteReminderRepository.pageSQL(where: filter, orderBy: SQLiteReminderRepository.defaultOrder)

            let (rows, count, counts) = try await test.database.read { db in
                func plan(_ sql: String, _ arguments: StatementArguments) throws -> [String] {
                    try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { $0["detail"] as String }
                }
                return (
                    try plan(sql, [1, 1, "errands", 50, 0]),
                    try plan(SQLiteReminderRepository.countSQL(where: filter), [1, 1, "errands"]),
                    try plan(SQLiteReminderRepository.tagCountsSQL, [1])
                )
            }

            let tagged = [
                "SEARCH reminder USING INTEGER PRIMARY KEY (rowid=?)", "LIST SUBQUERY 1",
                "SEARCH reminderTag USING COVERING INDEX reminderTag_owner (ownerID=? AND tagKey=?)",
            ]
            #expect(rows == tagged + ["USE TEMP B-TREE FOR ORDER BY"])
            #expect(count == tagged)
            #expect(counts == [
                "SEARCH t USING COVERING INDEX reminderTag_owner (ownerID=?)", "SEARCH r USING INTEGER PRIMARY KEY (rowid=?)",
            ])
        }
    }
}
