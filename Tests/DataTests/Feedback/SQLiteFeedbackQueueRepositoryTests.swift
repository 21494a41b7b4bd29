@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// The feedback queue in a real SQLite file: feedback with its delivery in the outbox, whose
/// outcomes write its status.
@Suite struct SQLiteFeedbackQueueRepositoryTests {
    /// The owner's account, as `TestDatabase` created it.
    private func owner(_ test: TestDatabase) async throws -> User {
        try await test.users.credentials(id: TestDatabase.owner).user
    }

    @Test func enqueuing_storesTheFeedbackQueued_dueAtOnce_withACopyOfWhoSentIt() async throws {
        try await TestDatabase.with { test in
            let queue = SQLiteFeedbackQueueRepository(database: test.database)
            let owner = try await owner(test)

            let stored = try await queue.enqueue(.fixture(kind: .problem, message: "The list page is slow", mayReply: false), from: owner, createdAt: instant(5))

            let expected = Feedback(
                id: stored.id, userID: owner.id, email: "owner@example.com", displayName: "Someone", kind: .problem,
                message: "The list page is slow", mayReply: false, createdAt: instant(5), status: .queued, attempts: 0
            )
            #expect(stored == expected)
            #expect(try await queue.all() == [expected])
            let outbox = SQLiteOutboxRepository(database: test.database)
            #expect(try await outbox.due(at: instant(4), limit: 10) == [])
            let due = try await outbox.due(at: instant(5), limit: 10)
            #expect(due.map(\.payload) == [.webhook(expected)])
            #expect(due.map(\.accountID) == [owner.id])
        }
    }

    @Test func enqueuingForAnAccountThatIsGone_isNotFound_andStoresNothing() async throws {
        try await TestDatabase.with { test async throws in
            let queue = SQLiteFeedbackQueueRepository(database: test.database)

            await #expect(throws: RepositoryError.notFound) { try await queue.enqueue(.fixture(), from: .fixture(id: 99), createdAt: fixtureDate) }
            #expect(try await queue.all() == [])
        }
    }

    @Test func theOutboxsOutcomes_areItsStatus() async throws {
        try await TestDatabase.with { test in
            let queue = SQLiteFeedbackQueueRepository(database: test.database)
            let outbox = SQLiteOutboxRepository(database: test.database)
            let owner = try await owner(test)
            for second in [1.0, 2, 3] { _ = try await queue.enqueue(.fixture(), from: owner, createdAt: instant(second)) }
            let due = try await outbox.due(at: instant(3), limit: 10).map(\.id)

            try await outbox.reschedule(id: due[0], attempts: 1, nextAttemptAt: instant(30), error: "HTTP 503")
            try await outbox.markSent(id: due[0], at: instant(40))
            try await outbox.markDropped(id: due[1], reason: "the endpoint refused it with HTTP 400: invalid_payload", at: instant(10))
            try await outbox.reschedule(id: due[2], attempts: 3, nextAttemptAt: instant(60), error: "HTTP 503")

            let all = try await queue.all()
            #expect(all.map(\.status) == [.delivered(at: instant(40)), .failed(reason: "the endpoint refused it with HTTP 400: invalid_payload"), .queued])
            #expect(all.map(\.attempts) == [2, 0, 3])
        }
    }

    @Test func deletingTheAccount_keepsItsFeedback_withoutTheAccount_stillDue() async throws {
        try await TestDatabase.with { test in
            let queue = SQLiteFeedbackQueueRepository(database: test.database)
            let eve = try await test.addUser("eve@example.com", displayName: "Eve")
            let stored = try await queue.enqueue(.fixture(), from: eve, createdAt: instant(1))

            try await test.users.delete(id: eve.id)

            var orphaned = stored
            orphaned.userID = nil
            #expect(try await queue.all() == [orphaned])
            #expect(try await SQLiteOutboxRepository(database: test.database).due(at: instant(1), limit: 10).map(\.payload) == [.webhook(orphaned)])
            #expect(orphaned.email == "eve@example.com")
        }
    }

    @Test func theSchema_refusesAStatusWithoutItsColumn() async throws {
        try await TestDatabase.with { test in
            let queue = SQLiteFeedbackQueueRepository(database: test.database)
            let stored = try await queue.enqueue(.fixture(), from: try await owner(test), createdAt: instant(1))

            await #expect(throws: RepositoryError.self) {
                try await test.database.write { db in
                    try db.execute(sql: "UPDATE feedback SET status = 'delivered' WHERE id = ?", arguments: [stored.id])
                }
            }
            await #expect(throws: RepositoryError.self) {
                try await test.database.write { db in
                    try db.execute(sql: "UPDATE feedback SET kind = 'bug' WHERE id = ?", arguments: [stored.id])
                }
            }
        }
    }

    @Test func aKindWrittenByHand_thatTheAppDoesNotKnow_readsAsOther() {
        var record = FeedbackRecord(draft: .fixture(kind: .idea), user: .fixture(), createdAt: fixtureDate)
        record.id = 3
        record.kind = "praise"
        #expect(record.feedback.kind == .other)
    }
}
