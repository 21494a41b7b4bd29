import Entities
import Foundation

/// Where messages wait to be sent (see `OutboundNotification`).
public protocol OutboxRepository: Sendable {
    /// Stores `payloads`, due at once; committed when this returns.
    func enqueue(_ payloads: [OutboundNotification.Payload], at date: Date) async throws(RepositoryError)
    /// The messages due at `now`, the longest due first, at most `limit`.
    func due(at now: Date, limit: Int) async throws(RepositoryError) -> [OutboundNotification]
    /// Whether the alert `key` still stands: its reminder is open, not deleted, and still alerts
    /// at that instant.
    func alertStands(_ key: AlertKey) async throws(RepositoryError) -> Bool
    /// Marks `id` sent at `date`; it leaves the queue.
    func markSent(id: OutboundNotification.ID, at date: Date) async throws(RepositoryError)
    /// Marks `id` given up at `date` for `reason` (refused, or its alert no longer stands); it
    /// leaves the queue.
    func markDropped(id: OutboundNotification.ID, reason: String, at date: Date) async throws(RepositoryError)
    /// Keeps `id` queued after `attempts` failed attempts, due again at `nextAttemptAt`.
    func reschedule(id: OutboundNotification.ID, attempts: Int, nextAttemptAt: Date, error: String) async throws(RepositoryError)
}

/// The outbox the use cases that send mail get injected.
public protocol HasOutboxRepository {
    var outbox: any OutboxRepository { get }
}
