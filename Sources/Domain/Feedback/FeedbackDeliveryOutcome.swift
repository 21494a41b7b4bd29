import Entities
import Foundation

/// What one step of a delivery round did, for the log.
public enum FeedbackDeliveryOutcome: Sendable, Equatable {
    /// The endpoint took the feedback, at its `attempts`th attempt.
    case delivered(Feedback.ID, attempts: Int)
    /// The attempt failed in a way worth retrying; the feedback stays queued until `nextAttemptAt`.
    case retryScheduled(Feedback.ID, attempts: Int, nextAttemptAt: Date, error: FeedbackDeliveryError)
    /// The endpoint refused the feedback for good; it is marked failed with `reason`.
    case failed(Feedback.ID, attempts: Int, reason: String)
    /// The round was cancelled (the app is stopping) during the attempt: the feedback is left as
    /// it was, due at once, and counts no attempt.
    case interrupted(Feedback.ID)
    /// The queue could not be read or the outcome not recorded; the round ends and the next retries.
    case storageFailed(RepositoryError)
}
