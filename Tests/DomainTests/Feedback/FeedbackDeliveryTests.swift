import Domain
import Entities
import Foundation
import Mocks
import Testing

/// The delivery rule against a mock queue and endpoint, at a fixed instant.
struct FeedbackDeliveryTests {
    private let queue = MockFeedbackQueueRepository()
    private let remote = MockFeedbackRepository()
    private let clock = FixedCalendarClock()

    private func delivery(batchSize: Int = FeedbackDelivery.defaultBatchSize) -> FeedbackDelivery {
        FeedbackDelivery(queue: queue, remote: remote, clock: clock, batchSize: batchSize)
    }

    @Test func dueFeedbackTheEndpointTakes_isMarkedDelivered_atItsFirstAttempt() async {
        queue.due.returns([.fixture(id: 1), .fixture(id: 2, attempts: 3)])
        remote.succeeds()
        queue.markDelivered.succeeds()

        let outcomes = await delivery().deliverDue()

        #expect(outcomes == [.delivered(1, attempts: 1), .delivered(2, attempts: 4)])
        #expect(queue.due.calls == [.init(now: clock.date, limit: FeedbackDelivery.defaultBatchSize)])
        #expect(remote.sent.map(\.id) == [1, 2])
        #expect(queue.markDelivered.calls == [.init(id: 1, date: clock.date, attempts: 1), .init(id: 2, date: clock.date, attempts: 4)])
    }

    @Test func nothingDue_triesNothing() async {
        queue.due.returns([])

        #expect(await delivery().deliverDue() == [])
        #expect(remote.sent == [])
    }

    @Test(arguments: [
        FeedbackDeliveryError.unavailable(status: 500), .unavailable(status: 503), .unavailable(status: 429), .timedOut,
        .unreachable("the connection was refused"),
    ])
    func aFailureWorthRetrying_keepsItQueued_dueAfterTheFirstWait(error: FeedbackDeliveryError) async {
        queue.due.returns([.fixture(id: 5)])
        remote.answers(.failure(error))
        queue.reschedule.succeeds()

        let outcomes = await delivery().deliverDue()

        let next = clock.date.addingTimeInterval(30)
        #expect(outcomes == [.retryScheduled(5, attempts: 1, nextAttemptAt: next, error: error)])
        #expect(queue.reschedule.calls == [.init(id: 5, attempts: 1, nextAttemptAt: next)])
        #expect(queue.markFailed.callCount == 0)
        #expect(queue.markDelivered.callCount == 0)
    }

    @Test func eachFailedAttempt_doublesTheWait_upToAnHour() async {
        queue.reschedule.succeeds()
        var waits: [TimeInterval] = []
        for attemptsSoFar in [0, 1, 2, 3, 6, 7, 8, 200] {
            queue.due.returns([.fixture(id: 5, attempts: attemptsSoFar)])
            remote.answers(.failure(.unavailable(status: 502)))
            _ = await delivery().deliverDue()
            waits.append(queue.reschedule.calls.last!.nextAttemptAt.timeIntervalSince(clock.date))
        }

        #expect(waits == [30, 60, 120, 240, 1920, 3600, 3600, 3600])
        #expect(queue.reschedule.calls.map(\.attempts) == [1, 2, 3, 4, 7, 8, 9, 201])
    }

    @Test func aFailureWorthRetrying_endsTheRound_leavingTheRestDue() async {
        queue.due.returns([.fixture(id: 1), .fixture(id: 2)])
        remote.answers(.failure(.timedOut))
        queue.reschedule.succeeds()

        let outcomes = await delivery().deliverDue()

        #expect(outcomes.count == 1)
        #expect(remote.sent.map(\.id) == [1])
        #expect(queue.due.callCount == 1)
    }

    @Test func aRefusal_marksItFailedForGood_withWhatTheEndpointSaid_andTheRoundGoesOn() async {
        queue.due.returns([.fixture(id: 1, attempts: 2), .fixture(id: 2)])
        remote.answers(.failure(.rejected(status: 400, reason: "invalid_payload")), .success(()))
        queue.markFailed.succeeds()
        queue.markDelivered.succeeds()

        let outcomes = await delivery().deliverDue()

        let reason = "the endpoint refused it with HTTP 400: invalid_payload"
        #expect(outcomes == [.failed(1, attempts: 3, reason: reason), .delivered(2, attempts: 1)])
        #expect(queue.markFailed.calls == [.init(id: 1, reason: reason, attempts: 3)])
        #expect(queue.reschedule.callCount == 0)
    }

    @Test func aFullBatch_isFollowedByTheNext_untilABatchIsNotFull() async {
        let batches = Shared<[[Feedback]]>([[.fixture(id: 1), .fixture(id: 2)], [.fixture(id: 3)]])
        queue.due.stub { _ throws(RepositoryError) in batches.withLock { $0.isEmpty ? [] : $0.removeFirst() } }
        remote.succeeds()
        queue.markDelivered.succeeds()

        let outcomes = await delivery(batchSize: 2).deliverDue()

        #expect(outcomes == [.delivered(1, attempts: 1), .delivered(2, attempts: 1), .delivered(3, attempts: 1)])
        #expect(queue.due.calls.map(\.limit) == [2, 2])
    }

    @Test func aQueueThatCannotBeRead_endsTheRound_withTheStorageFailure() async {
        queue.due.fails(with: .unavailable("locked"))

        #expect(await delivery().deliverDue() == [.storageFailed(.unavailable("locked"))])
        #expect(remote.sent == [])
    }

    @Test(arguments: [FeedbackDeliveryError.unavailable(status: 500), .rejected(status: 404, reason: "")])
    func anOutcomeThatCannotBeRecorded_endsTheRound_withTheStorageFailure(error: FeedbackDeliveryError) async {
        queue.due.returns([.fixture(id: 1), .fixture(id: 2)])
        remote.answers(.failure(error))
        queue.reschedule.fails(with: .unavailable("disk full"))
        queue.markFailed.fails(with: .unavailable("disk full"))

        #expect(await delivery().deliverDue() == [.storageFailed(.unavailable("disk full"))])
        #expect(remote.sent.map(\.id) == [1])
    }

    @Test func aDeliveryThatCannotBeRecorded_endsTheRound_withTheStorageFailure() async {
        queue.due.returns([.fixture(id: 1), .fixture(id: 2)])
        remote.succeeds()
        queue.markDelivered.fails(with: .notFound)

        #expect(await delivery().deliverDue() == [.storageFailed(.notFound)])
        #expect(remote.sent.map(\.id) == [1])
    }

    @Test func anAttemptCutShortByShutdown_isInterrupted_andRecordsNothing() async throws {
        // given: an endpoint that answers only when its request is cancelled
        queue.due.returns([.fixture(id: 1), .fixture(id: 2)])
        remote.stub { _ throws(FeedbackDeliveryError) in
            do { try await Task.sleep(for: .seconds(60)) } catch { throw .unreachable("cancelled") }
        }
        let delivery = delivery()

        // when
        let round = Task { await delivery.deliverDue() }
        try await waitUntil { remote.sent.count == 1 }
        round.cancel()

        // then
        #expect(await round.value == [.interrupted(1)])
        #expect(queue.reschedule.callCount == 0)
        #expect(queue.markFailed.callCount == 0)
    }
}
