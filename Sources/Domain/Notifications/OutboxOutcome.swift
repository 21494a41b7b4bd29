import Foundation

/// What the delivery engine did with one message, for the log.
public enum OutboxOutcome: Sendable, Equatable {
    /// Handed over, after `attempts` attempts.
    case sent(OutboundNotification.ID, channel: OutboundChannel, attempts: Int)
    /// Given up for `reason`: refused, no longer wanted (its alert no longer stands, its push
    /// subscription is gone or disabled), no way to send it (no mail system), too old, or unreadable.
    case dropped(OutboundNotification.ID, channel: OutboundChannel, reason: String)
    /// Failed for now (or took longer than the deadline); tried again at `nextAttemptAt`, and
    /// its destination rests until then.
    case retryScheduled(OutboundNotification.ID, channel: OutboundChannel, attempts: Int, nextAttemptAt: Date, error: String)
    /// Not tried: its destination failed in this round and rests until `until`.
    case held(OutboundNotification.ID, channel: OutboundChannel, until: Date)
    /// Not tried: the round had run past its budget (`OutboxDelivery.Settings.roundBudget`); it
    /// stays due, for the next round.
    case postponed(OutboundNotification.ID, channel: OutboundChannel)
    /// Cut short by shutdown; it stays queued.
    case interrupted(OutboundNotification.ID)
    /// The store failed; the message (or the round, when no message was claimed) ends there.
    case storageFailed(RepositoryError)
}
