import Domain
import Entities
import Foundation
import GRDB

/// The outbox kept in the app's SQLite database (`AppDatabase.schemaV18Delivery`): a row per
/// message, written in the transaction that decided to send it, kept after it left the queue
/// (without its content) as the record of what was sent. Several processes may deliver from one
/// file: each claims with its own id (`leaseOwner`) and heartbeat (`deliveryProcess`).
public struct SQLiteOutboxRepository: OutboxRepository {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    public func enqueue(_ payloads: [OutboundNotification.Payload], for accountID: User.ID?, at date: Date) async throws(RepositoryError) {
        try await database.write { db in
            try OutboxRows.insert(payloads, for: accountID, alert: nil, at: date, in: db)
        }
    }

    /// Whether any is due is read first: the worker asks every few seconds, and an idle server
    /// then writes nothing. The claim ranks the due rows of `outbox_due` by account (a window:
    /// each account's first, then each account's second, …), so it reads every due row once — a
    /// backlog of 10,000 is a few milliseconds — and leases the first `limit`; it forgets the
    /// processes whose heartbeat is too old, which makes their leases free.
    public func claim(
        at now: Date, ownersAliveSince: Date, channels: Set<OutboundChannel>, limit: Int, owner: DeliveryProcess.ID
    ) async throws(RepositoryError) -> [OutboundNotification] {
        let anyDue = try await database.read { db in
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM outbox WHERE nextAttemptAt IS NOT NULL AND nextAttemptAt <= ?)"),
                arguments: [now.timeIntervalSince1970]
            ) ?? false
        }
        guard anyDue else { return [] }
        // The channels are the enum's own names, never outside input.
        let channelList = channels.map { "'\($0.rawValue)'" }.sorted().joined(separator: ", ")
        return try await database.write { db in
            try db.execute(sql: "DELETE FROM deliveryProcess WHERE heartbeatAt < ?", arguments: [ownersAliveSince.timeIntervalSince1970])
            try Self.beat(owner, at: now, in: db)
            let ids = try Int64.fetchAll(
                db.cachedStatement(sql: """
                    SELECT id FROM (
                        SELECT id, nextAttemptAt, ROW_NUMBER() OVER (PARTITION BY accountID ORDER BY nextAttemptAt, id) AS turn
                          FROM outbox
                         WHERE nextAttemptAt IS NOT NULL AND nextAttemptAt <= ?1 AND channel IN (\(channelList))
                           AND (leaseOwner IS NULL OR leaseOwner = ?2
                                OR NOT EXISTS (SELECT 1 FROM deliveryProcess WHERE deliveryProcess.id = outbox.leaseOwner))
                    ) ORDER BY turn, nextAttemptAt, id LIMIT ?3
                    """),
                arguments: [now.timeIntervalSince1970, owner, limit]
            )
            let lease = try db.cachedStatement(sql: "UPDATE outbox SET leaseOwner = ? WHERE id = ?")
            let read = try db.cachedStatement(sql: "SELECT \(OutboxRows.columns) FROM outbox WHERE id = ?")
            return try ids.compactMap { id in
                try lease.execute(arguments: [owner, id])
                return try Row.fetchOne(read, arguments: [id]).map { try OutboxRows.message($0, in: db) }
            }
        }
    }

    public func heartbeat(_ owner: DeliveryProcess.ID, at now: Date) async throws(RepositoryError) {
        try await database.write { db in
            try Self.beat(owner, at: now, in: db)
        }
    }

    public func retire(_ owner: DeliveryProcess.ID) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(sql: "UPDATE outbox SET leaseOwner = NULL WHERE leaseOwner = ?", arguments: [owner])
            try db.execute(sql: "DELETE FROM deliveryProcess WHERE id = ?", arguments: [owner])
        }
    }

    private static func beat(_ owner: DeliveryProcess.ID, at now: Date, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO deliveryProcess (id, heartbeatAt) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET heartbeatAt = excluded.heartbeatAt",
            arguments: [owner, now.timeIntervalSince1970]
        )
    }

    public func alertStands(_ key: AlertKey, for recipient: User.ID?) async throws(RepositoryError) -> Bool {
        try await database.read { db in
            try Bool.fetchOne(
                db.cachedStatement(sql: """
                    SELECT EXISTS (SELECT 1 FROM reminderAlert
                                    WHERE reminderID = ? AND recipientID = ? AND alertAt = ? AND live = 1)
                    """),
                arguments: [key.reminderID, recipient, key.alertAt.timeIntervalSince1970]
            ) ?? false
        }
    }

    /// Marks it sent; its content is cleared (the row stays as the record). Feedback it posts is
    /// marked delivered.
    public func markSent(id: OutboundNotification.ID, at date: Date) async throws(RepositoryError) {
        try await leave(id, "sentAt = ?, attempts = attempts + 1", [date.timeIntervalSince1970]) { db in
            try db.execute(sql: """
                UPDATE feedback SET status = 'delivered', deliveredAt = ?, nextAttemptAt = NULL,
                                    attempts = (SELECT attempts FROM outbox WHERE id = ?)
                 WHERE id = (SELECT feedbackID FROM outbox WHERE id = ?) AND status = 'queued'
                """, arguments: [date.timeIntervalSince1970, id, id])
        }
    }

    /// Marks it dropped with `reason`; its content is cleared. Feedback it posts is marked failed
    /// for that reason.
    public func markDropped(id: OutboundNotification.ID, reason: String, at date: Date) async throws(RepositoryError) {
        try await leave(id, "droppedAt = ?, lastError = ?", [date.timeIntervalSince1970, reason]) { db in
            try db.execute(sql: """
                UPDATE feedback SET status = 'failed', failureReason = ?, nextAttemptAt = NULL,
                                    attempts = (SELECT attempts FROM outbox WHERE id = ?)
                 WHERE id = (SELECT feedbackID FROM outbox WHERE id = ?) AND status = 'queued'
                """, arguments: [reason, id, id])
        }
    }

    /// Keeps it queued, unleased, due at `nextAttemptAt`; feedback it posts counts the attempt.
    public func reschedule(id: OutboundNotification.ID, attempts: Int, nextAttemptAt: Date, error: String) async throws(RepositoryError) {
        try await update(
            id, "attempts = ?, nextAttemptAt = ?, leaseOwner = NULL, lastError = ?", [attempts, nextAttemptAt.timeIntervalSince1970, error]
        ) { db in
            try db.execute(
                sql: "UPDATE feedback SET attempts = ? WHERE id = (SELECT feedbackID FROM outbox WHERE id = ?) AND status = 'queued'",
                arguments: [attempts, id]
            )
        }
    }

    /// A range of `outbox_destination`.
    public func rest(_ destination: OutboundDestination, until date: Date) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE outbox SET nextAttemptAt = MAX(nextAttemptAt, ?) WHERE destination = ? AND nextAttemptAt IS NOT NULL",
                arguments: [date.timeIntervalSince1970, destination.description]
            )
        }
    }

    public func release(id: OutboundNotification.ID, owner: DeliveryProcess.ID) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(sql: "UPDATE outbox SET leaseOwner = NULL WHERE id = ? AND leaseOwner = ?", arguments: [id, owner])
        }
    }

    /// Takes `id` out of the queue with `assignments`, then runs `also` in the same transaction.
    private func leave(
        _ id: OutboundNotification.ID, _ assignments: String, _ arguments: StatementArguments, also: @escaping @Sendable (Database) throws -> Void
    ) async throws(RepositoryError) {
        try await update(id, "nextAttemptAt = NULL, leaseOwner = NULL, payload = '', " + assignments, arguments, also: also)
    }

    /// Sets `assignments` on queued message `id`, then runs `also` in the same transaction;
    /// `notFound` when no queued row has that id.
    private func update(
        _ id: OutboundNotification.ID, _ assignments: String, _ arguments: StatementArguments, also: @escaping @Sendable (Database) throws -> Void
    ) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(sql: "UPDATE outbox SET \(assignments) WHERE id = ? AND nextAttemptAt IS NOT NULL", arguments: arguments + [id])
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
            try also(db)
        }
    }
}
