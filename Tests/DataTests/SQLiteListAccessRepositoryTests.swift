@testable import Data
import Domain
import Entities
import Foundation
import GRDB
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

    @Test(arguments: [ListRole.editor, .viewer])
    func aMember_holdsTheirRole_onTheListAndItsReminders_andOnNoOtherList(role: ListRole) async throws {
        try await TestDatabase.with { test in
            let bea = try await test.addUser("bea@example.com")
            let access = SQLiteListAccessRepository(database: test.database, person: bea.id)
            let shared = try await test.lists.create(name: "Groceries")
            let other = try await test.lists.create(name: "Home")
            let milk = try await test.add("Milk", to: shared)
            let rent = try await test.add("Pay rent", to: other)
            try await test.share(shared.id, with: bea.id, as: role.rawValue)

            #expect(try await access.role(on: .list(shared.id)) == role)
            #expect(try await access.role(on: .reminder(milk.id)) == role)
            #expect(try await access.role(on: .list(other.id)) == nil)
            #expect(try await access.role(on: .reminder(rent.id)) == nil)
            let owner = SQLiteListAccessRepository(database: test.database, person: TestDatabase.owner)
            #expect(try await owner.role(on: .list(shared.id)) == .owner)
        }
    }

    @Test func aMembersRole_goesWithTheirRow_theirAccount_orTheList() async throws {
        try await TestDatabase.with { test in
            let bea = try await test.addUser("bea@example.com")
            let cy = try await test.addUser("cy@example.com")
            let list = try await test.lists.create(name: "Groceries")
            for person in [bea.id, cy.id] { try await test.share(list.id, with: person, as: "editor") }
            try await test.database.write { db in try db.execute(sql: "DELETE FROM listMember WHERE userID = ?", arguments: [bea.id]) }
            #expect(try await SQLiteListAccessRepository(database: test.database, person: bea.id).role(on: .list(list.id)) == nil)

            try await test.users.delete(id: cy.id)
            let members = { try await test.database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM listMember") } }
            #expect(try await members() == 0)
            let dan = try await test.addUser("dan@example.com")
            try await test.share(list.id, with: dan.id, as: "viewer")
            try await test.lists.delete(id: list.id)
            #expect(try await members() == 0)
        }
    }

    @Test func aPerson_holdsOneRoleOnAList_andTheOwnerIsNoMemberRow() async throws {
        try await TestDatabase.with { test in
            let bea = try await test.addUser("bea@example.com")
            let list = try await test.lists.create(name: "Groceries")
            try await test.share(list.id, with: bea.id, as: "viewer")

            await #expect(throws: RepositoryError.self) { try await test.share(list.id, with: bea.id, as: "editor") }
            let cy = try await test.addUser("cy@example.com")
            await #expect(throws: RepositoryError.self) { try await test.share(list.id, with: cy.id, as: "owner") }
            #expect(try await SQLiteListAccessRepository(database: test.database, person: bea.id).role(on: .list(list.id)) == .viewer)
        }
    }

    @Test func aRole_isReadByPrimaryKeys_scanningNothing() async throws {
        try await TestDatabase.with { test in
            let plans = try await test.database.read { db in
                try [SQLiteListAccessRepository.listRoleSQL, SQLiteListAccessRepository.reminderRoleSQL].map { sql in
                    try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: [1, 1]).map { $0["detail"] as String }
                }
            }
            for plan in plans {
                #expect(!plan.contains { $0.hasPrefix("SCAN") }, "\(plan)")
                #expect(plan.contains { $0.contains("listMember USING PRIMARY KEY") }, "\(plan)")
            }
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
