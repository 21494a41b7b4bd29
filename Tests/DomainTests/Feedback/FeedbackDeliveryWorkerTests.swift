import Domain
import Entities
import Foundation
import Mocks
import Testing

/// The worker over a queue kept in memory by the mock's stubs: `due` answers what is queued,
/// `markDelivered` takes it out.
struct FeedbackDeliveryWorkerTests {
    private let queue = MockFeedbackQueueRepository()
    private let remote = MockFeedbackRepository()
    private let queued = Shared<[Feedback]>([])
    private let reported = Shared<[FeedbackDeliveryOutcome]>([])

    init() {
        queue.due.stub { [queued] _ throws(RepositoryError) in queued.current }
        queue.markDelivered.stub { [queued] call throws(RepositoryError) in queued.withLock { $0.removeAll { $0.id == call.id } } }
        remote.succeeds()
    }

    private func worker(interval: Duration = .seconds(3600)) -> FeedbackDeliveryWorker {
        FeedbackDeliveryWorker(delivery: FeedbackDelivery(queue: queue, remote: remote, clock: FixedCalendarClock()), interval: interval)
    }

    /// Runs `worker` while `body` runs, then cancels it and waits for it to end.
    private func running(_ worker: FeedbackDeliveryWorker, _ body: () async throws -> Void) async throws {
        let run = Task { [reported] in await worker.run { outcome in reported.withLock { $0.append(outcome) } } }
        try await body()
        run.cancel()
        await run.value
    }

    @Test func starting_deliversWhatWasQueuedBefore_atOnce() async throws {
        queued.withLock { $0 = [.fixture(id: 1), .fixture(id: 2)] }

        try await running(worker()) {
            try await waitUntil { queued.current.isEmpty }
        }

        #expect(remote.sent.map(\.id) == [1, 2])
        #expect(reported.current == [.delivered(1, attempts: 1), .delivered(2, attempts: 1)])
    }

    @Test func aWake_startsARound() async throws {
        let worker = worker()
        try await running(worker) {
            try await waitUntil { queue.due.callCount == 1 }
            queued.withLock { $0 = [.fixture(id: 3)] }
            worker.wake()
            try await waitUntil { queued.current.isEmpty }
        }

        #expect(reported.current == [.delivered(3, attempts: 1)])
    }

    @Test func aWakeBeforeStarting_isKept_forARoundAfterTheFirst() async throws {
        let worker = worker()
        worker.wake()
        worker.wake()

        try await running(worker) {
            try await waitUntil { queue.due.callCount == 2 }
            // No third round: the two wakes asked for one.
            try await Task.sleep(for: .milliseconds(50))
        }

        #expect(queue.due.callCount == 2)
    }

    @Test func theInterval_startsARound_withoutAWake() async throws {
        try await running(worker(interval: .milliseconds(20))) {
            try await waitUntil { queue.due.callCount >= 1 }
            queued.withLock { $0 = [.fixture(id: 4)] }
            try await waitUntil { queued.current.isEmpty }
        }

        #expect(remote.sent.map(\.id) == [4])
    }

    @Test func cancelling_endsTheRun_evenWhileWaiting() async throws {
        let worker = worker()
        let run = Task { await worker.run { _ in } }
        try await waitUntil { queue.due.callCount == 1 }

        run.cancel()
        await run.value

        #expect(queue.due.callCount == 1)
    }
}
