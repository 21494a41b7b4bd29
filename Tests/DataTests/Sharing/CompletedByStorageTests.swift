@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// Who completed a reminder, in a real SQLite file: Ada shares her Inbox with Bea as an editor;
/// a row of it records who completed it, whichever write did, and a row of a list shared with no
/// one records no one.
@Suite struct CompletedByStorageTests {
    /// Bea, an editor of Ada's Inbox, with her own repositories, and a reminder of the Inbox.
    private func withBea(_ body: (AlertStore, User, Reminder) async throws -> Void) async throws {
        try await AlertStore.with { store in
            let bea = try await store.users.create(
                email: "bea@example.com", displayName: "Bea", passwordHash: "$fake$v=1$secret", createdAt: fixtureDate, settings: UserSettings()
            )
            try await store.database.write { db in
                try db.execute(sql: "INSERT INTO listMember (listID, userID, role, joinedAt) VALUES (?, ?, 'editor', 0)", arguments: [store.list.id, bea.id])
            }
            try await body(store, bea, try await store.add("Bins", due: nil))
        }
    }

    private func beas(_ store: AlertStore, _ bea: User) -> SQLiteReminderRepository {
        SQLiteReminderRepository(database: store.database, owner: bea.id)
    }

    @Test func aReminderCompletedByAMember_recordsThem_untilItIsReopened() async throws {
        try await withBea { store, bea, bins in
            let done = try await beas(store, bea).setCompletion(id: bins.id, completedAt: fixtureDate)

            #expect(done.completedByID == bea.id)
            #expect(try await store.reminders.reminder(id: bins.id).completedByID == bea.id)
            // Ada renames it: Bea completed it still.
            var draft = done.draft
            draft.title = "Bins out"
            #expect(try await store.reminders.update(id: bins.id, with: draft, movingTo: nil).completedByID == bea.id)

            #expect(try await store.reminders.setCompletion(id: bins.id, completedAt: nil).completedByID == nil)
            #expect(try await store.reminders.setCompletion(id: bins.id, completedAt: fixtureDate).completedByID == store.owner.id)
        }
    }

    @Test func aReminderCompletedThroughTheUnitOfWork_recordsWhoseWorkItIs() async throws {
        try await withBea { store, bea, bins in
            try await SQLiteUnitOfWork(database: store.database, owner: bea.id).run { transaction throws(RepositoryError) in
                var reminder = try transaction.reminder(id: bins.id)
                reminder.completedAt = fixtureDate
                _ = try transaction.save(reminder)
            }

            #expect(try await store.reminders.reminder(id: bins.id).completedByID == bea.id)
        }
    }

    @Test func aReminderOfAListSharedWithNoOne_recordsNoOne_andOneSharedNoLonger_forgetsWho() async throws {
        try await withBea { store, bea, bins in
            let own = try await SQLiteReminderListRepository(database: store.database, owner: store.owner.id, now: { fixtureDate }).create(name: "Own")
            let mine = try await store.reminders.add(.fixture(title: "Mine"), toList: own.id, createdAt: fixtureDate)
            #expect(try await store.reminders.setCompletion(id: mine.id, completedAt: fixtureDate).completedByID == nil)
            _ = try await beas(store, bea).setCompletion(id: bins.id, completedAt: fixtureDate)

            try await SQLiteListMembershipRepository(database: store.database, person: bea.id).remove(bea.id, from: store.list.id)

            #expect(try await store.reminders.reminder(id: bins.id).completedByID == nil)
        }
    }

    @Test func theAccountOfWhoCompletedIt_deleted_leavesItCompletedByNoOne() async throws {
        try await withBea { store, bea, bins in
            let cy = try await store.users.create(email: "cy@example.com", displayName: "Cy", passwordHash: "h", createdAt: fixtureDate, settings: UserSettings())
            try await store.database.write { db in
                try db.execute(sql: "INSERT INTO listMember (listID, userID, role, joinedAt) VALUES (?, ?, 'editor', 0)", arguments: [store.list.id, cy.id])
            }
            _ = try await beas(store, bea).setCompletion(id: bins.id, completedAt: fixtureDate)

            try await store.users.delete(id: bea.id)

            let reminder = try await store.reminders.reminder(id: bins.id)
            #expect(reminder.isCompleted)
            #expect(reminder.completedByID == nil)
        }
    }
}
