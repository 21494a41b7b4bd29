@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

@Suite struct SQLiteUserRepositoryTests {
    @Test func creatingAnAccount_storesItByItsEmail() async throws {
        try await TestDatabase.with(withOwner: false) { test in
            let settings = UserSettings(language: "de", timeZone: "Asia/Tokyo", weekStart: .sunday)
            let user = try await test.users.create(email: "ada@example.com", displayName: "Ada", passwordHash: "$h$1", createdAt: fixtureDate, settings: settings)

            #expect(user == User(id: user.id, email: "ada@example.com", displayName: "Ada", createdAt: fixtureDate, settings: settings))
            #expect(try await test.users.credentials(email: "ada@example.com") == StoredCredentials(user: user, passwordHash: "$h$1"))
            #expect(try await test.users.credentials(id: user.id) == StoredCredentials(user: user, passwordHash: "$h$1"))
            #expect(try await test.users.credentials(email: "eve@example.com") == nil)
        }
    }

    /// Issue 28 item 4: the list a new account starts with is made with it, and is its default.
    @Test func creatingAnAccountWithAFirstList_makesTheListItsDefault_inTheSameWrite() async throws {
        try await TestDatabase.with { test in
            let settings = UserSettings(language: "de")
            let user = try await test.users.create(
                email: "ada@example.com", displayName: "Ada", passwordHash: "$h$1", createdAt: fixtureDate, settings: settings,
                firstList: "Erinnerungen"
            )

            let lists = try await test.repositories(of: user.id).lists.summaries()
            #expect(lists.map(\.list.name) == ["Erinnerungen"])
            #expect(user.settings.defaultListID == lists.first?.id)
            #expect(try await test.users.credentials(id: user.id).user.settings.defaultListID == lists.first?.id)
            #expect(try await test.lists.summaries().isEmpty)
        }
    }

    @Test func aTakenEmail_isAConflict_andNoListIsMade() async throws {
        try await TestDatabase.with { test throws in
            await #expect(throws: RepositoryError.conflict) {
                _ = try await test.users.create(
                    email: "owner@example.com", displayName: "Ada", passwordHash: "$h$1", createdAt: fixtureDate, settings: UserSettings(),
                    firstList: "Reminders"
                )
            }
            #expect(try await test.lists.summaries().isEmpty)
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

    @Test func settings_areStoredAndReadBack() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Errands")
            let settings = UserSettings(language: "de", timeZone: "America/Sao_Paulo", weekStart: .sunday, defaultListID: list.id)

            let user = try await test.users.setSettings(settings, id: TestDatabase.owner)

            #expect(user.settings == settings)
            #expect(try await test.users.credentials(id: TestDatabase.owner).user.settings == settings)
        }
    }

    @Test func deletingTheDefaultList_fallsBackToTheFirstList() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Errands")
            _ = try await test.users.setSettings(UserSettings(timeZone: "Europe/Lisbon", defaultListID: list.id), id: TestDatabase.owner)

            try await test.lists.delete(id: list.id)

            #expect(try await test.users.credentials(id: TestDatabase.owner).user.settings == UserSettings(timeZone: "Europe/Lisbon"))
        }
    }

    @Test func accountsMadeBeforeSettings_readTheDefaults() async throws {
        try await TestDatabase.with { test in
            let owner = try await test.users.credentials(id: TestDatabase.owner).user
            #expect(owner.settings == UserSettings())
        }
    }

    @Test func settingsOfAMissingAccount_areNotFound() async throws {
        try await TestDatabase.with { test in
            await #expect(throws: RepositoryError.notFound) { _ = try await test.users.setSettings(UserSettings(), id: 99) }
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

@Suite struct SettingsMigrationTests {
    @Test func anAccountFromBeforeSettings_readsTheDefaults_andCanChooseItsOwn() async throws {
        // given: a file of the schema before settings, with an account and a list
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await fileFromBefore("v7-deleted-reminders", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('old@example.com', 'Old', 'h', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Old', 'old', 0, 1);
            """)

        // when
        let database = try AppDatabase(path: path)
        defer { try? database.close() }
        let users = SQLiteUserRepository(database: database)

        // then: English, the server's zone, Monday, the first list; and the columns take a choice
        #expect(try database.appliedMigrations() == AppDatabase.migrator.migrations)
        #expect(try await users.credentials(id: 1).user.settings == UserSettings())
        let chosen = UserSettings(language: "de", timeZone: "Europe/Berlin", weekStart: .sunday, defaultListID: 1)
        #expect(try await users.setSettings(chosen, id: 1).settings == chosen)
    }
}
