import Domain
import Entities
import Foundation
import GRDB

/// The feedback queue kept in the app's SQLite database, for every account: a row per feedback,
/// written before the person is thanked and kept after delivery (`AppDatabase.schemaV9Feedback`).
public struct SQLiteFeedbackQueueRepository: FeedbackQueueRepository {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Inserts the feedback queued, due at `createdAt`, with a copy of the account's email and
    /// display name; `notFound` (the foreign key) if the account is gone.
    public func enqueue(_ draft: FeedbackDraft, from user: User, createdAt: Date) async throws(RepositoryError) -> Feedback {
        try await database.write { db in
            var record = FeedbackRecord(draft: draft, user: user, createdAt: createdAt)
            try record.insert(db)
            return record.feedback
        }
    }

    /// A range of the partial index `feedback_due`, read in order (`dueSQL`).
    public func due(at now: Date, limit: Int) async throws(RepositoryError) -> [Feedback] {
        try await database.read { db in
            try FeedbackRecord.fetchAll(db.cachedStatement(sql: Self.dueSQL), arguments: [now.timeIntervalSince1970, limit]).map(\.feedback)
        }
    }

    /// Marks queued feedback `id` delivered; `notFound` if no queued row has that id.
    public func markDelivered(id: Feedback.ID, at date: Date, attempts: Int) async throws(RepositoryError) {
        try await updateQueued(
            id, "status = 'delivered', deliveredAt = ?, attempts = ?, nextAttemptAt = NULL", [date.timeIntervalSince1970, attempts]
        )
    }

    /// Marks queued feedback `id` failed for `reason`; `notFound` if no queued row has that id.
    public func markFailed(id: Feedback.ID, reason: String, attempts: Int) async throws(RepositoryError) {
        try await updateQueued(id, "status = 'failed', failureReason = ?, attempts = ?, nextAttemptAt = NULL", [reason, attempts])
    }

    /// Keeps feedback `id` queued, due at `nextAttemptAt`; `notFound` if no queued row has that id.
    public func reschedule(id: Feedback.ID, attempts: Int, nextAttemptAt: Date) async throws(RepositoryError) {
        try await updateQueued(id, "attempts = ?, nextAttemptAt = ?", [attempts, nextAttemptAt.timeIntervalSince1970])
    }

    /// Every row, in the order they were sent.
    public func all() async throws(RepositoryError) -> [Feedback] {
        try await database.read { db in
            try FeedbackRecord.fetchAll(db, sql: "SELECT * FROM feedback ORDER BY id").map(\.feedback)
        }
    }

    /// The queued rows due at a time (`?` 1), the longest due first, at most `?` 2.
    static let dueSQL = "SELECT * FROM feedback WHERE status = 'queued' AND nextAttemptAt <= ? ORDER BY nextAttemptAt, id LIMIT ?"

    /// Sets `assignments` on queued feedback `id`; `notFound` when no queued row has that id.
    private func updateQueued(_ id: Feedback.ID, _ assignments: String, _ arguments: StatementArguments) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(sql: "UPDATE feedback SET \(assignments) WHERE id = ? AND status = 'queued'", arguments: arguments + [id])
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
        }
    }
}
