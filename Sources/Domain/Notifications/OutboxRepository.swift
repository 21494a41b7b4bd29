import Entities
import Foundation

/// Where messages wait to be sent (see `OutboundNotification`), shared by every process serving
/// one database: a process claims what it sends with a lease in its name, kept while its
/// heartbeat is fresh (`DeliveryLease`).
public protocol OutboxRepository: Sendable {
    /// Stores `payloads` for `accountID` (nil: no account), due at once; committed when this returns.
    func enqueue(_ payloads: [OutboundNotification.Payload], for accountID: User.ID?, at date: Date) async throws(RepositoryError)
    /// Leases to `owner` the messages of `channels` due at `now` that no live process holds — a
    /// lease whose owner's last heartbeat is before `ownersAliveSince` is taken over — at most
    /// `limit`, taken in turns between accounts: every account's longest due first, then every
    /// account's second, and so on, so that one account's backlog waits behind the others' first
    /// messages. Records `owner`'s heartbeat at `now`. A payload that cannot be read comes back
    /// `unreadable`.
    func claim(
        at now: Date, ownersAliveSince: Date, channels: Set<OutboundChannel>, limit: Int, owner: DeliveryProcess.ID
    ) async throws(RepositoryError) -> [OutboundNotification]
    /// Records that `owner` is alive at `now`, so that no other process takes its leases.
    func heartbeat(_ owner: DeliveryProcess.ID, at now: Date) async throws(RepositoryError)
    /// `owner` stops (shutdown): its heartbeat is removed and the leases it still holds released,
    /// so that another process takes them at once.
    func retire(_ owner: DeliveryProcess.ID) async throws(RepositoryError)
    /// Whether the alert `key` still stands for `recipient`: its reminder is open, not deleted,
    /// and still alerts them at that instant (they are still among those it alerts).
    func alertStands(_ key: AlertKey, for recipient: User.ID?) async throws(RepositoryError) -> Bool
    /// Marks `id` sent at `date`; it leaves the queue.
    func markSent(id: OutboundNotification.ID, at date: Date) async throws(RepositoryError)
    /// Marks `id` given up at `date` for `reason` (refused, or its alert no longer stands); it
    /// leaves the queue.
    func markDropped(id: OutboundNotification.ID, reason: String, at date: Date) async throws(RepositoryError)
    /// Keeps `id` queued after `attempts` failed attempts, due again at `nextAttemptAt`, unleased.
    func reschedule(id: OutboundNotification.ID, attempts: Int, nextAttemptAt: Date, error: String) async throws(RepositoryError)
    /// Makes every queued message for `destination` wait until `date` at least (it failed: it rests).
    func rest(_ destination: OutboundDestination, until date: Date) async throws(RepositoryError)
    /// Gives up `owner`'s lease on `id` without an attempt: it stays queued as it is.
    func release(id: OutboundNotification.ID, owner: DeliveryProcess.ID) async throws(RepositoryError)
}

/// The outbox the use cases that send mail get injected.
public protocol HasOutboxRepository {
    var outbox: any OutboxRepository { get }
}
