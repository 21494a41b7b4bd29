@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

@Suite struct SQLiteUserRepositoryTests {
    @Test func creatingAnAccount_storesItByItsEmail() async throws {
        try await TestDatabase.with(withOwner: false) { test in
            let user = try await test.users.create(email: "ada@example.com", displayName: "Ada", passwordHash: "$h$1", createdAt: fixtureDate)

            #expect(user == User(id: user.id, email: "ada@example.com", displayName: "Ada", createdAt: fixtureDate))
            #expect(try await test.users.credentials(email: "ada@example.com") == StoredCredentials(user: user, passwordHash: "$h$1"))
            #expect(try await test.users.credentials(id: user.id) == StoredCredentials(user: user, passwordHash: "$h$1"))
            #expect(try await test.users.credentials(email: "eve@example.com") == nil)
        }
    }

    @Test func aTakenEmail_isAConflict() async throws {
        try await TestDatabase.with { test in
            await #expect(throws: RepositoryError.conflict) {
                _ = try await test.addUser("owner@example.com")
            }
        }
    }

    @Test func changingTheHashAndTheName_isStored() async throws {
        try await TestDatabase.with { test in
            try await test.users.setPasswordHash("$h$2", id: TestDatabase.owner)
            let renamed = try await test.users.setDisplayName("Countess", id: TestDatabase.owner)

            #expect(renamed.displayName == "Countess")
            #expect(try await test.users.credentials(id: TestDatabase.owner).passwordHash == "$h$2")
        }
    }

    @Test func aMissingAccount_isNotFound() async throws {
        try await TestDatabase.with { test in
            await #expect(throws: RepositoryError.notFound) { try await test.users.credentials(id: 99) }
            await #expect(throws: RepositoryError.notFound) { try await test.users.setPasswordHash("x", id: 99) }
            await #expect(throws: RepositoryError.notFound) { try await test.users.setDisplayName("x", id: 99) }
            await #expect(throws: RepositoryError.notFound) { try await test.users.delete(id: 99) }
        }
    }

    @Test func deletingAnAccount_deletesItsSessionsListsRemindersAndSearchText_andNobodyElses() async throws {
        try await TestDatabase.with { test in
            // given: the owner's data, and another account's
            let list = try await test.lists.create(name: "Groceries")
            try await test.add("Buy oat milk", to: list)
            try await test.sessions.create(.fixture(token: "owner-token-0123456789", user: .fixture(id: TestDatabase.owner)))
            let other = try await test.addUser("eve@example.com")
            let theirs = test.repositories(of: other.id)
            let theirList = try await theirs.lists.create(name: "Groceries")
            _ = try await theirs.reminders.add(.fixture(title: "Buy oat bread"), toList: theirList.id, createdAt: fixtureDate)
            try await test.sessions.create(.fixture(token: "their-token-0123456789", user: other))

            // when
            try await test.users.delete(id: TestDatabase.owner)

            // then
            #expect(try await test.users.credentials(email: "owner@example.com") == nil)
            #expect(try await test.sessions.session(token: "owner-token-0123456789") == nil)
            #expect(try await test.database.count("reminderList") == 1)
            #expect(try await test.database.count("reminder") == 1)
            #expect(try await test.database.count("reminderSearch", where: "reminderSearch MATCH '\"oat\"'") == 1)
            #expect(try await theirs.reminders.reminders(matching: "oat", page: PageRequest()).titles == ["Buy oat bread"])
            #expect(try await test.sessions.session(token: "their-token-0123456789") != nil)
        }
    }
}
