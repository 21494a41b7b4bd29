@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Testing

/// `v23-list-appearance`: every list has a colour and an icon, stored by name, the lists of an
/// older file blue with the plain list icon.
struct ListAppearanceStorageTests {
    @Test func aFileFromBeforeAppearance_keepsItsLists_blueWithThePlainListIcon() async throws {
        // given: a file of the schema before list appearance, with two lists and a reminder
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await fileFromBefore("v21-placement", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('old@example.com', 'Old', 'h', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID, sortOrder) VALUES ('Home', 'home', 0, 1, 'title');
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Work', 'work', 1, 1);
            INSERT INTO reminder (listID, title, titleKey, createdAt, position) VALUES (1, 'Feed cat', 'feed cat', 2, 1);
            """)

        // when
        let database = try AppDatabase(path: path)
        defer { try? database.close() }

        // then
        #expect(try database.appliedMigrations().contains("v23-list-appearance"))
        let lists = SQLiteReminderListRepository(database: database, owner: 1)
        #expect(try await lists.summaries() == [
            ReminderListSummary(list: ReminderList(id: 1, name: "Home", createdAt: Date(timeIntervalSince1970: 0), sortOrder: .title), openCount: 1),
            ReminderListSummary(list: ReminderList(id: 2, name: "Work", createdAt: Date(timeIntervalSince1970: 1)), openCount: 0),
        ])
        let updated = try await lists.update(id: 2, with: ReminderListDraft(name: "Work", color: .indigo, icon: .work))
        #expect(try await lists.list(id: 2) == updated)
        #expect(updated.color == .indigo && updated.icon == .work)
    }

    @Test func aColourOrIconThisVersionDoesNotKnow_readsAsTheDefault() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Garden")
            _ = try await test.lists.update(id: list.id, with: ReminderListDraft(name: "Garden", color: .green, icon: .leaf))
            // A newer version's palette and icons, in the same file.
            try await test.database.write { db in
                try db.execute(sql: "UPDATE reminderList SET color = 'magenta', icon = 'rocket' WHERE id = ?", arguments: [list.id])
            }

            #expect(try await test.lists.list(id: list.id) == list)
            #expect(try await test.lists.summaries().map(\.list) == [list])
        }
    }
}
