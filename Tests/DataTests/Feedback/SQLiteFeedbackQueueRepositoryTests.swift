@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// The feedback queue in a real SQLite file.
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
            #expect(try await queue.due(at: instant(5), limit: 10) == [expected])
            #expect(try await queue.due(at: instant(4), limit: 10) == [])
        }
    }

    @Test func enqueuingForAnAccountThatIsGone_isNotFound_andStoresNothing() async throws {
        try await TestDatabase.with { test async throws in
            let queue = SQLiteFeedbackQueueRepository(database: test.database)

            await #expect(throws: RepositoryError.notFound) { try await queue.enqueue(.fixture(), from: .fixture(id: 99), createdAt: fixtureDate) }
            #expect(try await queue.all() == [])
        }
    }

    @Test func due_isTheQueuedFeedbackDueByThen_longestDueFirst_atMostTheLimit() async throws {
        try await TestDatabase.with { test in
            // given: four queued, one of them rescheduled later, and one delivered
            let queue = SQLiteFeedbackQueueRepository(database: test.database)
            let owner = try await owner(test)
            var ids: [Feedback.ID] = []
            for second in [10.0, 20, 30, 40, 50] {
                ids.append(try await queue.enqueue(.fixture(), from: owner, createdAt: instant(second)).id)
            }
            try await queue.reschedule(id: ids[0], attempts: 1, nextAttemptAt: instant(35))
            try await queue.markDelivered(id: ids[1], at: instant(21), attempts: 1)

            // then
            #expect(try await queue.due(at: instant(100), limit: 10).map(\.id) == [ids[2], ids[0], ids[3], ids[4]])
            #expect(try await queue.due(at: instant(100), limit: 2).map(\.id) == [ids[2], ids[0]])
            #expect(try await queue.due(at: instant(34), limit: 10).map(\.id) == [ids[2]])
            #expect(try await queue.due(at: instant(35), limit: 10).map(\.id) == [ids[2], ids[0]])
        }
    }

    @Test func due_isARangeOfItsPartialIndex_readInOrder() async throws {
        try await TestDatabase.with { test in
            let plan = try await test.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteFeedbackQueueRepository.dueSQL, arguments: [0, 10])
                    .map { $0["detail"] as String }
            }

            #expect(plan == ["SEARCH feedback USING INDEX feedback_due (nextAttemptAt<?)"])
        }
    }

    @Test func outcomes_areRecorded_andLeaveTheQueue() async throws {
        try await TestDatabase.with { test in
            let queue = SQLiteFeedbackQueueRepository(database: test.database)
            let owner = try await owner(test)
            let delivered = try await queue.enqueue(.fixture(), from: owner, createdAt: instant(1))
            let failed = try await queue.enqueue(.fixture(), from: owner, createdAt: instant(2))
            let retried = try await queue.enqueue(.fixture(), from: owner, createdAt: instant(3))

            try await queue.markDelivered(id: delivered.id, at: instant(10), attempts: 2)
            try await queue.markFailed(id: failed.id, reason: "the endpoint refused it with HTTP 400: invalid_payload", attempts: 1)
            try await queue.reschedule(id: retried.id, attempts: 3, nextAttemptAt: instant(60))

            let all = try await queue.all()
            #expect(all.map(\.status) == [.delivered(at: instant(10)), .failed(reason: "the endpoint refused it with HTTP 400: invalid_payload"), .queued])
            #expect(all.map(\.attempts) == [2, 1, 3])
            #expect(try await queue.due(at: instant(59), limit: 10) == [])
            #expect(try await queue.due(at: instant(60), limit: 10).map(\.id) == [retried.id])
        }
    }

    @Test func recordingAnOutcome_ofFeedbackNotQueued_isNotFound_andChangesNothing() async throws {
        try await TestDatabase.with { test in
            let queue = SQLiteFeedbackQueueRepository(database: test.database)
            let delivered = try await queue.enqueue(.fixture(), from: try await owner(test), createdAt: instant(1))
            try await queue.markDelivered(id: delivered.id, at: instant(10), attempts: 1)

            for id in [delivered.id, 999] {
                await #expect(throws: RepositoryError.notFound) { try await queue.markDelivered(id: id, at: instant(20), attempts: 2) }
                await #expect(throws: RepositoryError.notFound) { try await queue.markFailed(id: id, reason: "no", attempts: 2) }
                await #expect(throws: RepositoryError.notFound) { try await queue.reschedule(id: id, attempts: 2, nextAttemptAt: instant(30)) }
            }
            #expect(try await queue.all().map(\.status) == [.delivered(at: instant(10))])
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
            #expect(try await queue.due(at: instant(1), limit: 10) == [orphaned])
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
