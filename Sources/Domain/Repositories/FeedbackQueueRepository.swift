import Entities
import Foundation

/// Where feedback is stored as soon as it is sent, waits for delivery, and stays afterwards for
/// the operator to read: the queue survives a restart, so nothing sent is lost.
public protocol FeedbackQueueRepository: Sendable {
    /// Stores the validated `draft` from `user` (a copy of their email and display name), queued
    /// and due at once; it has been committed when this returns. `notFound` if the account is gone.
    func enqueue(_ draft: FeedbackDraft, from user: User, createdAt: Date) async throws(RepositoryError) -> Feedback
    /// The queued feedback whose next attempt is due at `now`, the longest due first, at most `limit`.
    func due(at now: Date, limit: Int) async throws(RepositoryError) -> [Feedback]
    /// Marks queued feedback `id` delivered at `date`, after `attempts` attempts; `notFound` if
    /// no queued feedback has this id.
    func markDelivered(id: Feedback.ID, at date: Date, attempts: Int) async throws(RepositoryError)
    /// Marks queued feedback `id` failed for good, for `reason`, after `attempts` attempts;
    /// `notFound` if no queued feedback has this id.
    func markFailed(id: Feedback.ID, reason: String, attempts: Int) async throws(RepositoryError)
    /// Keeps queued feedback `id` queued after `attempts` attempts, due again at `nextAttemptAt`;
    /// `notFound` if no queued feedback has this id.
    func reschedule(id: Feedback.ID, attempts: Int, nextAttemptAt: Date) async throws(RepositoryError)
    /// Every stored feedback, whatever its status, oldest first.
    func all() async throws(RepositoryError) -> [Feedback]
}
