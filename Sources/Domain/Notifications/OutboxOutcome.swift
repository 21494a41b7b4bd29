import Foundation

/// What an outbox round did with one message, for the log.
public enum OutboxOutcome: Sendable, Equatable {
    /// Handed over, after `attempts` attempts.
    case sent(OutboundNotification.ID, channel: String, attempts: Int)
    /// Given up for `reason`: refused, no longer wanted (its alert no longer stands, its push
    /// subscription is gone), no way to send it (no mail system), or too old.
    case dropped(OutboundNotification.ID, channel: String, reason: String)
    /// Failed for now; tried again at `nextAttemptAt`.
    case retryScheduled(OutboundNotification.ID, channel: String, attempts: Int, nextAttemptAt: Date, error: String)
    /// Cut short by shutdown; it stays queued.
    case interrupted(OutboundNotification.ID)
    /// The store failed; the round ended.
    case storageFailed(RepositoryError)
}
