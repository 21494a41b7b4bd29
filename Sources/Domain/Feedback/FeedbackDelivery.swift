import Entities
import Foundation

/// The delivery rule: takes the queued feedback that is due, hands each to the operator's
/// endpoint, and records what happened — delivered; failed for good on a refusal (a 4xx), with
/// the reason; otherwise (a 5xx, a timeout, no connection) still queued, due again after
/// `backoff`'s wait for the number of attempts so far.
///
/// A retryable failure ends the round: the endpoint is down or slow, and the feedback behind
/// would only wait for the same timeout; it stays due for the next round.
public struct FeedbackDelivery: Sendable {
    /// How many due items a round reads at a time.
    public static let defaultBatchSize = 20

    private let queue: any FeedbackQueueRepository
    private let remote: any FeedbackRepository
    private let clock: any CalendarClock
    private let backoff: RetryBackoff
    private let batchSize: Int

    /// A delivery from `queue` to `remote`, reading the time from `clock`.
    public init(
        queue: any FeedbackQueueRepository, remote: any FeedbackRepository, clock: any CalendarClock,
        backoff: RetryBackoff = RetryBackoff(), batchSize: Int = defaultBatchSize
    ) {
        self.queue = queue
        self.remote = remote
        self.clock = clock
        self.backoff = backoff
        self.batchSize = batchSize
    }

    /// One round: delivers what is due now, a batch at a time, until nothing due is left, an
    /// attempt fails in a way worth retrying, or the queue fails.
    /// - Returns: what happened to each item tried, in order.
    public func deliverDue() async -> [FeedbackDeliveryOutcome] {
        var outcomes: [FeedbackDeliveryOutcome] = []
        // Each item of a full batch has left the queue, so the next batch holds others.
        var batchWasFull = true
        while batchWasFull {
            let due: [Feedback]
            do {
                due = try await queue.due(at: clock.now(), limit: batchSize)
            } catch {
                return outcomes + [.storageFailed(error)]
            }
            for feedback in due {
                let outcome = await deliver(feedback)
                outcomes.append(outcome)
                guard outcome.letsTheRoundGoOn else { return outcomes }
            }
            batchWasFull = due.count == batchSize
        }
        return outcomes
    }

    /// One attempt at `feedback`, and its outcome recorded.
    private func deliver(_ feedback: Feedback) async -> FeedbackDeliveryOutcome {
        let attempts = feedback.attempts + 1
        do {
            try await remote.send(feedback)
        } catch {
            // Cut short by shutdown, the attempt says nothing about the endpoint.
            if Task.isCancelled { return .interrupted(feedback.id) }
            guard error.isRetryable else {
                return await record(.failed(feedback.id, attempts: attempts, reason: error.description)) { () throws(RepositoryError) in
                    try await queue.markFailed(id: feedback.id, reason: error.description, attempts: attempts)
                }
            }
            let next = clock.now().addingTimeInterval(backoff.delay(afterAttempts: attempts))
            return await record(.retryScheduled(feedback.id, attempts: attempts, nextAttemptAt: next, error: error)) { () throws(RepositoryError) in
                try await queue.reschedule(id: feedback.id, attempts: attempts, nextAttemptAt: next)
            }
        }
        return await record(.delivered(feedback.id, attempts: attempts)) { () throws(RepositoryError) in
            try await queue.markDelivered(id: feedback.id, at: clock.now(), attempts: attempts)
        }
    }

    /// `outcome` once `write` has recorded it, or the storage failure.
    private func record(
        _ outcome: FeedbackDeliveryOutcome, _ write: () async throws(RepositoryError) -> Void
    ) async -> FeedbackDeliveryOutcome {
        do {
            try await write()
            return outcome
        } catch {
            return .storageFailed(error)
        }
    }
}

extension FeedbackDeliveryOutcome {
    /// Whether the round tries the next due item after this one.
    fileprivate var letsTheRoundGoOn: Bool {
        switch self {
        case .delivered, .failed: true
        case .retryScheduled, .interrupted, .storageFailed: false
        }
    }
}
