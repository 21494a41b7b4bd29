@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

/// The flag: stored with a draft, set alone, read by every read.
extension SQLiteReminderRepositoryTests {
    @Test func aFlaggedDraft_isStoredFlagged_andEveryReadSaysSo() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")

            let flagged = try await test.reminders.add(.fixture(title: "Pay rent", isFlagged: true), toList: list.id, createdAt: instant(1))
            let plain = try await test.add("Water plants", to: list, second: 2)

            #expect(flagged.isFlagged && !plain.isFlagged)
            #expect(try await test.reminders.reminder(id: flagged.id) == flagged)
            #expect(try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest()).reminders.items == [flagged, plain])
            #expect(try await test.reminders.reminders(matching: "rent", page: PageRequest()).items == [flagged])
        }
    }

    @Test func updatingWithADraft_setsOrClearsTheFlag() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let original = try await test.add("Pay rent", to: list, flagged: true)

            let unflagged = try await test.reminders.update(id: original.id, with: .fixture(title: "Pay rent"), movingTo: nil)
            #expect(!unflagged.isFlagged)
            #expect(try await test.reminders.reminder(id: original.id) == unflagged)

            let flagged = try await test.reminders.update(id: original.id, with: .fixture(title: "Pay rent", isFlagged: true), movingTo: nil)
            #expect(flagged == original)
        }
    }

    @Test func flaggingAndUnflagging_changesTheFlagOnly() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let reminder = try await test.add("Pay rent", to: list, notes: "By the 1st", due: "2026-12-01", at: "09:00")
            let other = try await test.add("Water plants", to: list, second: 1)

            let flagged = try await test.reminders.setFlag(id: reminder.id, isFlagged: true)
            #expect(flagged == Reminder(
                id: reminder.id, listID: list.id, title: "Pay rent", notes: "By the 1st", due: reminder.due,
                isFlagged: true, createdAt: reminder.createdAt, uid: reminder.uid
            ))
            #expect(try await test.reminders.reminder(id: reminder.id) == flagged)
            #expect(try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest()).reminders.items == [flagged, other])
            #expect(try await test.reminders.setFlag(id: reminder.id, isFlagged: true) == flagged)

            let unflagged = try await test.reminders.setFlag(id: reminder.id, isFlagged: false)
            #expect(unflagged == reminder)
            #expect(try await test.reminders.reminder(id: other.id) == other)
            #expect(try await test.lists.summaries().map(\.openCount) == [2])
        }
    }
}
