import Entities
import Foundation

/// Where feedback is stored as soon as it is sent and stays for the operator to read, with where
/// it is on its way (queued, delivered, failed). Its delivery waits in the outbox (the `webhook`
/// channel), which records each outcome here too; both survive a restart, so nothing sent is lost.
public protocol FeedbackQueueRepository: Sendable {
    /// Stores the validated `draft` from `user` (a copy of their email and display name), queued,
    /// and its delivery in the outbox, due at once; both have been committed when this returns.
    /// `notFound` if the account is gone.
    func enqueue(_ draft: FeedbackDraft, from user: User, createdAt: Date) async throws(RepositoryError) -> Feedback
    /// Every stored feedback, whatever its status, oldest first.
    func all() async throws(RepositoryError) -> [Feedback]
}
