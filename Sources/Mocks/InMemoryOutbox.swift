import Domain
import Entities
import Foundation
import Synchronization

/// An `OutboxRepository` in memory, behaving as the stored one: messages wait until sent or
/// dropped; a claim leases them to its process, taking turns between accounts, and takes over
/// only a dead process's leases. Tests read `queued`, `sent`, `dropped` and `heartbeats`, and
/// decide with `standingAlerts` which alerts still stand.
public final class InMemoryOutbox: OutboxRepository, Sendable {
    private struct Contents {
        var queued: [OutboundNotification] = []
        var leases: [OutboundNotification.ID: DeliveryProcess.ID] = [:]
        var heartbeats: [DeliveryProcess.ID: Date] = [:]
        var sent: [OutboundNotification] = []
        var dropped: [(OutboundNotification, String)] = []
        var nextID: OutboundNotification.ID = 1
        var standingAlerts: Set<AlertKey>? = nil
        var failure: RepositoryError?
        var writeFailure: RepositoryError?
        var restFailure: RepositoryError?
        var releaseFailure: RepositoryError?
    }

    private let contents = Mutex(Contents())

    /// An empty outbox in which every alert stands.
    public init() {}

    /// The messages waiting, in the order stored.
    public var queued: [OutboundNotification] { contents.withLock { $0.queued } }
    /// The messages marked sent, in that order.
    public var sent: [OutboundNotification] { contents.withLock { $0.sent } }
    /// The messages dropped, with their reasons, in that order.
    public var dropped: [(OutboundNotification, reason: String)] { contents.withLock { $0.dropped.map { ($0.0, reason: $0.1) } } }
    /// The mail payloads stored so far, sent or not, in the order stored.
    public var mails: [MailMessage] {
        contents.withLock { ($0.sent + $0.dropped.map(\.0) + $0.queued).sorted { $0.id < $1.id } }.compactMap {
            if case .mail(let message) = $0.payload { message } else { nil }
        }
    }
    /// The last heartbeat of each process that claimed and has not retired.
    public var heartbeats: [DeliveryProcess.ID: Date] { contents.withLock { $0.heartbeats } }
    /// Which process holds each leased message.
    public var leases: [OutboundNotification.ID: DeliveryProcess.ID] { contents.withLock { $0.leases } }

    /// Makes only `keys` stand (nil: every alert stands).
    public func setStandingAlerts(_ keys: Set<AlertKey>?) {
        contents.withLock { $0.standingAlerts = keys }
    }

    /// Makes every method throw `error` (nil: work again).
    public func setFailure(_ error: RepositoryError?) {
        contents.withLock { $0.failure = error }
    }

    /// Makes the methods that record an attempt (`markSent`, `markDropped`, `reschedule`,
    /// `rest`, `release`) throw `error` (nil: work again); the others still work.
    public func setWriteFailure(_ error: RepositoryError?) {
        contents.withLock { $0.writeFailure = error }
    }

    /// Makes `rest` throw `error` (nil: work again).
    public func setRestFailure(_ error: RepositoryError?) {
        contents.withLock { $0.restFailure = error }
    }

    /// Makes `release` throw `error` (nil: work again).
    public func setReleaseFailure(_ error: RepositoryError?) {
        contents.withLock { $0.releaseFailure = error }
    }

    /// Stores messages for `accountID` that deliver `alert`, as the scheduler's claim does.
    public func enqueue(_ payloads: [OutboundNotification.Payload], for accountID: User.ID? = nil, alert: AlertKey?, at date: Date) {
        contents.withLock { contents in
            for payload in payloads {
                contents.queued.append(
                    OutboundNotification(id: contents.nextID, payload: payload, accountID: accountID, alert: alert, nextAttemptAt: date, createdAt: date)
                )
                contents.nextID += 1
            }
        }
    }

    public func enqueue(_ payloads: [OutboundNotification.Payload], for accountID: User.ID?, at date: Date) async throws(RepositoryError) {
        try check()
        enqueue(payloads, for: accountID, alert: nil, at: date)
    }

    public func claim(
        at now: Date, ownersAliveSince: Date, channels: Set<OutboundChannel>, limit: Int, owner: DeliveryProcess.ID
    ) async throws(RepositoryError) -> [OutboundNotification] {
        try check()
        return contents.withLock { contents in
            contents.heartbeats[owner] = now
            let due = contents.queued.filter { message in
                guard message.nextAttemptAt <= now, channels.contains(message.channel) else { return false }
                guard let holder = contents.leases[message.id], holder != owner else { return true }
                return (contents.heartbeats[holder] ?? .distantPast) < ownersAliveSince
            }
            .sorted { ($0.nextAttemptAt, $0.id) < ($1.nextAttemptAt, $1.id) }
            // Turns: each account's first, then each account's second, …
            var turns: [User.ID?: Int] = [:]
            let ranked = due.map { message in
                defer { turns[message.accountID, default: 0] += 1 }
                return (turn: turns[message.accountID, default: 0], message: message)
            }
            let claimed = ranked.enumerated().sorted { ($0.element.turn, $0.offset) < ($1.element.turn, $1.offset) }.prefix(limit).map(\.element.message)
            for message in claimed { contents.leases[message.id] = owner }
            return Array(claimed)
        }
    }

    public func heartbeat(_ owner: DeliveryProcess.ID, at now: Date) async throws(RepositoryError) {
        try check()
        contents.withLock { $0.heartbeats[owner] = now }
    }

    public func retire(_ owner: DeliveryProcess.ID) async throws(RepositoryError) {
        try check()
        contents.withLock { contents in
            contents.heartbeats[owner] = nil
            contents.leases = contents.leases.filter { $0.value != owner }
        }
    }

    public func alertStands(_ key: AlertKey, for recipient: User.ID?) async throws(RepositoryError) -> Bool {
        try check()
        return contents.withLock { $0.standingAlerts?.contains(key) ?? true }
    }

    public func markSent(id: OutboundNotification.ID, at date: Date) async throws(RepositoryError) {
        try checkWrite()
        try contents.withLock { contents throws(RepositoryError) in
            contents.sent.append(try Self.take(id, from: &contents))
        }
    }

    public func markDropped(id: OutboundNotification.ID, reason: String, at date: Date) async throws(RepositoryError) {
        try checkWrite()
        try contents.withLock { contents throws(RepositoryError) in
            contents.dropped.append((try Self.take(id, from: &contents), reason))
        }
    }

    public func reschedule(id: OutboundNotification.ID, attempts: Int, nextAttemptAt: Date, error: String) async throws(RepositoryError) {
        try checkWrite()
        try contents.withLock { contents throws(RepositoryError) in
            guard let index = contents.queued.firstIndex(where: { $0.id == id }) else { throw .notFound }
            contents.queued[index].attempts = attempts
            contents.queued[index].nextAttemptAt = nextAttemptAt
            contents.leases[id] = nil
        }
    }

    public func rest(_ destination: OutboundDestination, until date: Date) async throws(RepositoryError) {
        try checkWrite()
        if let failure = contents.withLock({ $0.restFailure }) { throw failure }
        contents.withLock { contents in
            for index in contents.queued.indices where contents.queued[index].payload.destination == destination {
                contents.queued[index].nextAttemptAt = max(contents.queued[index].nextAttemptAt, date)
            }
        }
    }

    public func release(id: OutboundNotification.ID, owner: DeliveryProcess.ID) async throws(RepositoryError) {
        try checkWrite()
        if let failure = contents.withLock({ $0.releaseFailure }) { throw failure }
        contents.withLock { contents in
            if contents.leases[id] == owner { contents.leases[id] = nil }
        }
    }

    private func check() throws(RepositoryError) {
        if let failure = contents.withLock({ $0.failure }) { throw failure }
    }

    private func checkWrite() throws(RepositoryError) {
        try check()
        if let failure = contents.withLock({ $0.writeFailure }) { throw failure }
    }

    private static func take(_ id: OutboundNotification.ID, from contents: inout Contents) throws(RepositoryError) -> OutboundNotification {
        guard let index = contents.queued.firstIndex(where: { $0.id == id }) else { throw .notFound }
        contents.leases[id] = nil
        return contents.queued.remove(at: index)
    }
}
