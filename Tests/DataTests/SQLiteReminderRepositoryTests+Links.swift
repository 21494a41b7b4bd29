@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

/// The link: stored with a draft, replaced or cleared by an update, read by every read; a link
/// written into the file by hand that is no `WebLink` reads as none.
extension SQLiteReminderRepositoryTests {
    @Test func aDraftWithALink_isStoredWithIt_andEveryReadSaysSo() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")

            let linked = try await test.reminders.add(
                .fixture(title: "Pay rent", link: "https://example.com/rent"), toList: list.id, createdAt: instant(1)
            )
            let plain = try await test.add("Water plants", to: list, second: 2)

            #expect(linked.link == WebLink("https://example.com/rent"))
            #expect(plain.link == nil)
            #expect(try await test.reminders.reminder(id: linked.id) == linked)
            #expect(try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest()).reminders.items == [linked, plain])
            #expect(try await test.reminders.reminders(matching: "rent", page: PageRequest()).items == [linked])
        }
    }

    @Test func updatingWithADraft_replacesOrClearsTheLink() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let original = try await test.reminders.add(
                .fixture(title: "Pay rent", link: "https://example.com/rent"), toList: list.id, createdAt: instant(1)
            )

            let changed = try await test.reminders.update(
                id: original.id, with: .fixture(title: "Pay rent", link: "https://bank.example.org/pay"), movingTo: nil
            )
            #expect(changed.link?.text == "https://bank.example.org/pay")
            #expect(try await test.reminders.reminder(id: original.id) == changed)

            let cleared = try await test.reminders.update(id: original.id, with: .fixture(title: "Pay rent"), movingTo: nil)
            #expect(cleared.link == nil)
            #expect(try await test.reminders.reminder(id: original.id) == cleared)
        }
    }

    @Test func aLinkWrittenByHandThatIsNoWebLink_readsAsNone() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Pay rent", to: list)
            // given: a value written into the file by hand, not through the app
            try await test.database.write { db in
                try db.execute(sql: "UPDATE reminder SET link = 'javascript:alert(1)' WHERE id = ?", arguments: [reminder.id])
            }

            #expect(try await test.reminders.reminder(id: reminder.id).link == nil)
            #expect(try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest()).reminders.items.map(\.link) == [nil])
        }
    }
}
