import Domain
import Foundation
import GRDB

/// The outbox kept in the app's SQLite database (`AppDatabase.schemaV15Alerts`): a row per
/// message, written in the transaction that decided to send it, kept after it left the queue
/// (without its content) as the record of what was sent.
public struct SQLiteOutboxRepository: OutboxRepository {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    public func enqueue(_ payloads: [OutboundNotification.Payload], at date: Date) async throws(RepositoryError) {
        try await database.write { db in
            try OutboxRows.insert(payloads, alert: nil, at: date, in: db)
        }
    }

    /// A range of the partial index `outbox_due`; the rows read are leased to this process for
    /// `OutboxRows.lease`, so that another process reading meanwhile takes others. Whether any is
    /// due is read first: the worker asks every few seconds, and an idle server then writes nothing.
    public func due(at now: Date, limit: Int) async throws(RepositoryError) -> [OutboundNotification] {
        let anyDue = try await database.read { db in
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM outbox WHERE nextAttemptAt IS NOT NULL AND nextAttemptAt <= ?)"),
                arguments: [now.timeIntervalSince1970]
            ) ?? false
        }
        guard anyDue else { return [] }
        return try await database.write { db in
            let rows = try Row.fetchAll(
                db.cachedStatement(sql: """
                    SELECT \(OutboxRows.columns) FROM outbox
                     WHERE nextAttemptAt IS NOT NULL AND nextAttemptAt <= ?1 AND (leaseUntil IS NULL OR leaseUntil <= ?1)
                     ORDER BY nextAttemptAt, id LIMIT ?2
                    """),
                arguments: [now.timeIntervalSince1970, limit]
            )
            let lease = try db.cachedStatement(sql: "UPDATE outbox SET leaseUntil = ? WHERE id = ?")
            for row in rows {
                try lease.execute(arguments: [now.addingTimeInterval(OutboxRows.lease).timeIntervalSince1970, row[0] as Int64])
            }
            return rows.compactMap(OutboxRows.message)
        }
    }

    public func alertStands(_ key: AlertKey) async throws(RepositoryError) -> Bool {
        try await database.read { db in
            try Bool.fetchOne(
                db.cachedStatement(sql: """
                    SELECT EXISTS (SELECT 1 FROM reminder
                                    WHERE id = ? AND alertAt = ? AND completedAt IS NULL AND deletedAt IS NULL)
                    """),
                arguments: [key.reminderID, key.alertAt.timeIntervalSince1970]
            ) ?? false
        }
    }

    /// Marks it sent; its content is cleared (the row stays as the record).
    public func markSent(id: OutboundNotification.ID, at date: Date) async throws(RepositoryError) {
        try await leave(id, "sentAt = ?, attempts = attempts + 1", [date.timeIntervalSince1970])
    }

    /// Marks it dropped with `reason`; its content is cleared.
    public func markDropped(id: OutboundNotification.ID, reason: String, at date: Date) async throws(RepositoryError) {
        try await leave(id, "droppedAt = ?, lastError = ?", [date.timeIntervalSince1970, reason])
    }

    public func reschedule(id: OutboundNotification.ID, attempts: Int, nextAttemptAt: Date, error: String) async throws(RepositoryError) {
        try await update(
            id, "attempts = ?, nextAttemptAt = ?, leaseUntil = NULL, lastError = ?", [attempts, nextAttemptAt.timeIntervalSince1970, error]
        )
    }

    /// Takes `id` out of the queue with `assignments`.
    private func leave(_ id: OutboundNotification.ID, _ assignments: String, _ arguments: StatementArguments) async throws(RepositoryError) {
        try await update(id, "nextAttemptAt = NULL, leaseUntil = NULL, payload = '', " + assignments, arguments)
    }

    /// Sets `assignments` on queued message `id`; `notFound` when no queued row has that id.
    private func update(_ id: OutboundNotification.ID, _ assignments: String, _ arguments: StatementArguments) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(sql: "UPDATE outbox SET \(assignments) WHERE id = ? AND nextAttemptAt IS NOT NULL", arguments: arguments + [id])
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
        }
    }
}
