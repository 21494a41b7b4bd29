@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

/// What a list page costs in SQL: access is decided once without a statement of its own there,
/// and the sidebar's overview comes from the same read, its lists too (the person's own, and those
/// shared with them: one range each), and one statement for Today.
@Suite struct ListPageStatementsTests {
    @Test func aListPageWithoutSubtasks_andItsOverview_areOneReadOfFiveQueries() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            try await test.add("Pay rent", to: list)

            let statements = try await Self.listPageStatements(of: list, in: test)

            #expect(statements.count == 7, "\(statements)")
        }
    }

    @Test func aListPageWithSubtasks_andItsOverview_areOneReadOfSevenQueries() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let parent = try await test.add("Pay rent", to: list)
            try await test.addSubtask("Find the bill", to: parent)

            let statements = try await Self.listPageStatements(of: list, in: test)

            #expect(statements.count == 9, "\(statements)")
        }
    }

    /// The statements the first page of `list` runs, as the list page's use case reads it.
    private static func listPageStatements(of list: ReminderList, in test: TestDatabase) async throws -> [String] {
        try await StatementTrace(test.database).recording {
            _ = try await FetchRemindersInteractor(repository: test.reminders, clock: FixedCalendarClock(localDate: .fixture("2026-11-21")))
                .execute(listID: list.id, includeCompleted: false, page: PageRequest(number: 1))
        }
    }
}
