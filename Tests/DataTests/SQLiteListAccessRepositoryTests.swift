@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

@Suite struct SQLiteListAccessRepositoryTests {
    @Test func theOwner_ownsTheirListAndItsReminders_deletedOnesToo() async throws {
        try await TestDatabase.with { test in
            let access = SQLiteListAccessRepository(database: test.database, person: TestDatabase.owner)
            let list = try await test.lists.create(name: "Home")
            let kept = try await test.add("Pay rent", to: list)
            let deleted = try await test.add("Fix sink", to: list)
            try await test.reminders.delete(id: deleted.id, at: instant(60))

            #expect(try await access.role(on: .list(list.id)) == .owner)
            #expect(try await access.role(on: .reminder(kept.id)) == .owner)
            #expect(try await access.role(on: .reminder(deleted.id)) == .owner)
        }
    }

    @Test func anotherPersonsListAndReminder_areNoRole_likeOnesThatDoNotExist() async throws {
        try await TestDatabase.with { test in
            let eve = try await test.addUser("eve@example.com")
            let access = SQLiteListAccessRepository(database: test.database, person: eve.id)
            let list = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Pay rent", to: list)

            #expect(try await access.role(on: .list(list.id)) == nil)
            #expect(try await access.role(on: .reminder(reminder.id)) == nil)
            #expect(try await access.role(on: .list(999)) == nil)
            #expect(try await access.role(on: .reminder(999)) == nil)
        }
    }

    @Test func aRole_isOneStatementByPrimaryKey() async throws {
        try await TestDatabase.with { test in
            let access = SQLiteListAccessRepository(database: test.database, person: TestDatabase.owner)
            let list = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Pay rent", to: list)
            let trace = StatementTrace(test.database)

            let statements = try await trace.recording {
                _ = try await access.role(on: .list(list.id))
                _ = try await access.role(on: .reminder(reminder.id))
            }

            #expect(statements.count == 6, "\(statements)")
            #expect(statements.filter { $0.hasPrefix("SELECT") } == [SQLiteListAccessRepository.listRoleSQL, SQLiteListAccessRepository.reminderRoleSQL])
        }
    }
}
