import Domain
import Entities
import Foundation
import Synchronization

/// An `OutboxRepository` in memory, behaving as the stored one: messages wait until sent or
/// dropped, due ones come longest due first. Tests read `queued`, `sent` and `dropped`, and
/// decide with `standingAlerts` which alerts still stand.
public final class InMemoryOutbox: OutboxRepository, Sendable {
    private struct Contents {
        var queued: [OutboundNotification] = []
        var sent: [OutboundNotification] = []
        var dropped: [(OutboundNotification, String)] = []
        var nextID: OutboundNotification.ID = 1
        var standingAlerts: Set<AlertKey>? = nil
        var failure: RepositoryError?
        var writeFailure: RepositoryError?
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

    /// Makes only `keys` stand (nil: every alert stands).
    public func setStandingAlerts(_ keys: Set<AlertKey>?) {
        contents.withLock { $0.standingAlerts = keys }
    }

    /// Makes every method throw `error` (nil: work again).
    public func setFailure(_ error: RepositoryError?) {
        contents.withLock { $0.failure = error }
    }

    /// Makes the methods that record an attempt (`markSent`, `markDropped`, `reschedule`) throw
    /// `error` (nil: work again); the others still work.
    public func setWriteFailure(_ error: RepositoryError?) {
        contents.withLock { $0.writeFailure = error }
    }

    /// Stores messages that deliver `alert`, as the scheduler's claim does.
    public func enqueue(_ payloads: [OutboundNotification.Payload], alert: AlertKey?, at date: Date) {
        contents.withLock { contents in
            for payload in payloads {
                contents.queued.append(OutboundNotification(id: contents.nextID, payload: payload, alert: alert, nextAttemptAt: date, createdAt: date))
                contents.nextID += 1
            }
        }
    }

    public func enqueue(_ payloads: [OutboundNotification.Payload], at date: Date) async throws(RepositoryError) {
        try check()
        enqueue(payloads, alert: nil, at: date)
    }

    public func due(at now: Date, limit: Int) async throws(RepositoryError) -> [OutboundNotification] {
        try check()
        return contents.withLock { contents in
            Array(contents.queued.filter { $0.nextAttemptAt <= now }.sorted { ($0.nextAttemptAt, $0.id) < ($1.nextAttemptAt, $1.id) }.prefix(limit))
        }
    }

    public func alertStands(_ key: AlertKey) async throws(RepositoryError) -> Bool {
        try check()
        return contents.withLock { $0.standingAlerts?.contains(key) ?? true }
    }

    public func markSent(id: OutboundNotification.ID, at date: Date) async throws(RepositoryError) {
        try check()
        try checkWrite()
        try contents.withLock { contents throws(RepositoryError) in
            contents.sent.append(try Self.take(id, from: &contents.queued))
        }
    }

    public func markDropped(id: OutboundNotification.ID, reason: String, at date: Date) async throws(RepositoryError) {
        try check()
        try checkWrite()
        try contents.withLock { contents throws(RepositoryError) in
            contents.dropped.append((try Self.take(id, from: &contents.queued), reason))
        }
    }

    public func reschedule(id: OutboundNotification.ID, attempts: Int, nextAttemptAt: Date, error: String) async throws(RepositoryError) {
        try check()
        try checkWrite()
        try contents.withLock { contents throws(RepositoryError) in
            guard let index = contents.queued.firstIndex(where: { $0.id == id }) else { throw .notFound }
            contents.queued[index].attempts = attempts
            contents.queued[index].nextAttemptAt = nextAttemptAt
        }
    }

    private func check() throws(RepositoryError) {
        if let failure = contents.withLock({ $0.failure }) { throw failure }
    }

    private func checkWrite() throws(RepositoryError) {
        if let failure = contents.withLock({ $0.writeFailure }) { throw failure }
    }

    private static func take(_ id: OutboundNotification.ID, from queued: inout [OutboundNotification]) throws(RepositoryError) -> OutboundNotification {
        guard let index = queued.firstIndex(where: { $0.id == id }) else { throw .notFound }
        return queued.remove(at: index)
    }
}
