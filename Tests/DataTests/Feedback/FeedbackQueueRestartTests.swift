@testable import Data
import Domain
import Entities
import Foundation
import HTTPServer
import Mocks
import Testing

/// Nothing is lost across a restart: queued feedback is still in the file after it is closed
/// and opened again, and the delivery engine started on the reopened file posts it to a real endpoint.
@Suite struct FeedbackQueueRestartTests {
    @Test func queuedFeedback_survivesARestart_andTheWorkerStartedAfterItDeliversIt() async throws {
        try await TestDatabase.with { test in
            // given: two feedbacks queued while the endpoint was down (one already tried), then the app stopped
            let owner = try await test.users.credentials(id: TestDatabase.owner).user
            let before = SQLiteFeedbackQueueRepository(database: test.database)
            let first = try await before.enqueue(.fixture(message: "First, sent while down"), from: owner, createdAt: instant(1))
            let second = try await before.enqueue(.fixture(kind: .problem, message: "Second, sent while down"), from: owner, createdAt: instant(2))
            let outbox = SQLiteOutboxRepository(database: test.database)
            let firstDelivery = try await outbox.due(at: instant(1), limit: 1)[0].id
            try await outbox.reschedule(id: firstDelivery, attempts: 1, nextAttemptAt: instant(31), error: "HTTP 503")
            try test.database.close()

            // when: the app starts again on the same file, with the endpoint back
            let reopened = try AppDatabase(path: test.path)
            defer { try? reopened.close() }
            let queue = SQLiteFeedbackQueueRepository(database: reopened)
            #expect(try await queue.all().map(\.id) == [first.id, second.id])
            #expect(try await queue.all().map(\.status) == [.queued, .queued])

            try await LocalEndpoint.with(statuses: [.ok]) { endpoint in
                let delivery = OutboxDelivery(
                    outbox: SQLiteOutboxRepository(database: reopened), mail: nil, push: RecordingPushTransport(),
                    webhook: RemoteFeedbackRepository(endpoint: endpoint.url, timeout: 120), subscriptions: InMemoryPushSubscriptions(),
                    clock: FixedCalendarClock(date: instant(100))
                )
                _ = await delivery.deliverDue()

                // then: both delivered at the clock's time, each sent once, the longest due first
                let all = try await queue.all()
                #expect(all.map(\.status) == [.delivered(at: instant(100)), .delivered(at: instant(100))])
                #expect(all.map(\.attempts) == [2, 1])
                let sentIDs = try endpoint.requests.map { request in
                    let body = try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any]
                    return body?["id"] as? Int
                }
                #expect(sentIDs == [Int(second.id), Int(first.id)])
            }
        }
    }
}
