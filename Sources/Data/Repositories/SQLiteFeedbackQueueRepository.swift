import Domain
import Entities
import Foundation
import GRDB

/// The feedback kept in the app's SQLite database, for every account: a row per feedback,
/// written before the person is thanked and kept after delivery (`AppDatabase.schemaV9Feedback`),
/// its delivery a `webhook` message of the outbox (`AppDatabase.schemaV18Delivery`), whose
/// outcomes write its status.
public struct SQLiteFeedbackQueueRepository: FeedbackQueueRepository {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Inserts the feedback queued, due at `createdAt`, with a copy of the account's email and
    /// display name, and its delivery in the outbox, in one transaction; `notFound` (the foreign
    /// key) if the account is gone.
    public func enqueue(_ draft: FeedbackDraft, from user: User, createdAt: Date) async throws(RepositoryError) -> Feedback {
        try await database.write { db in
            var record = FeedbackRecord(draft: draft, user: user, createdAt: createdAt)
            try record.insert(db)
            let feedback = record.feedback
            try OutboxRows.insert([.webhook(feedback)], for: user.id, alert: nil, at: createdAt, in: db)
            return feedback
        }
    }

    /// Every row, in the order they were sent.
    public func all() async throws(RepositoryError) -> [Feedback] {
        try await database.read { db in
            try FeedbackRecord.fetchAll(db, sql: "SELECT * FROM feedback ORDER BY id").map(\.feedback)
        }
    }
}
