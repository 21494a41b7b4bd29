import Domain
import Entities
import Foundation

/// A `FeedbackQueueRepository` whose every method is a `MockMethod`: stub it, then read its calls.
public final class MockFeedbackQueueRepository: FeedbackQueueRepository, Sendable {
    /// The arguments of an `enqueue(_:from:createdAt:)` call.
    public struct EnqueueCall: Sendable, Equatable {
        public var draft: FeedbackDraft
        public var user: User
        public var createdAt: Date

        /// Creates the record of a call.
        public init(draft: FeedbackDraft, user: User, createdAt: Date) {
            self.draft = draft
            self.user = user
            self.createdAt = createdAt
        }
    }

    /// The arguments of a `due(at:limit:)` call.
    public struct DueCall: Sendable, Equatable {
        public var now: Date
        public var limit: Int

        /// Creates the record of a call.
        public init(now: Date, limit: Int) {
            self.now = now
            self.limit = limit
        }
    }

    /// The arguments of a `markDelivered(id:at:attempts:)` call.
    public struct DeliveredCall: Sendable, Equatable {
        public var id: Feedback.ID
        public var date: Date
        public var attempts: Int

        /// Creates the record of a call.
        public init(id: Feedback.ID, date: Date, attempts: Int) {
            self.id = id
            self.date = date
            self.attempts = attempts
        }
    }

    /// The arguments of a `markFailed(id:reason:attempts:)` call.
    public struct FailedCall: Sendable, Equatable {
        public var id: Feedback.ID
        public var reason: String
        public var attempts: Int

        /// Creates the record of a call.
        public init(id: Feedback.ID, reason: String, attempts: Int) {
            self.id = id
            self.reason = reason
            self.attempts = attempts
        }
    }

    /// The arguments of a `reschedule(id:attempts:nextAttemptAt:)` call.
    public struct RescheduleCall: Sendable, Equatable {
        public var id: Feedback.ID
        public var attempts: Int
        public var nextAttemptAt: Date

        /// Creates the record of a call.
        public init(id: Feedback.ID, attempts: Int, nextAttemptAt: Date) {
            self.id = id
            self.attempts = attempts
            self.nextAttemptAt = nextAttemptAt
        }
    }

    /// `enqueue(_:from:createdAt:)`.
    public let enqueue: MockMethod<EnqueueCall, Feedback>
    /// `due(at:limit:)`.
    public let due: MockMethod<DueCall, [Feedback]>
    /// `markDelivered(id:at:attempts:)`.
    public let markDelivered: MockMethod<DeliveredCall, Void>
    /// `markFailed(id:reason:attempts:)`.
    public let markFailed: MockMethod<FailedCall, Void>
    /// `reschedule(id:attempts:nextAttemptAt:)`.
    public let reschedule: MockMethod<RescheduleCall, Void>
    /// `all()`.
    public let all: MockMethod<Void, [Feedback]>

    /// A mock with no method configured; a call to one reports to `onUnconfigured` (by default: an issue in the running test), then throws.
    public init(onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        func method<A, O>(_ name: String) -> MockMethod<A, O> {
            MockMethod(name: "MockFeedbackQueueRepository.\(name)", onUnconfigured: onUnconfigured)
        }
        enqueue = method("enqueue")
        due = method("due")
        markDelivered = method("markDelivered")
        markFailed = method("markFailed")
        reschedule = method("reschedule")
        all = method("all")
    }

    public func enqueue(_ draft: FeedbackDraft, from user: User, createdAt: Date) async throws(RepositoryError) -> Feedback {
        try await enqueue.invoke(EnqueueCall(draft: draft, user: user, createdAt: createdAt))
    }

    public func due(at now: Date, limit: Int) async throws(RepositoryError) -> [Feedback] {
        try await due.invoke(DueCall(now: now, limit: limit))
    }

    public func markDelivered(id: Feedback.ID, at date: Date, attempts: Int) async throws(RepositoryError) {
        try await markDelivered.invoke(DeliveredCall(id: id, date: date, attempts: attempts))
    }

    public func markFailed(id: Feedback.ID, reason: String, attempts: Int) async throws(RepositoryError) {
        try await markFailed.invoke(FailedCall(id: id, reason: reason, attempts: attempts))
    }

    public func reschedule(id: Feedback.ID, attempts: Int, nextAttemptAt: Date) async throws(RepositoryError) {
        try await reschedule.invoke(RescheduleCall(id: id, attempts: attempts, nextAttemptAt: nextAttemptAt))
    }

    public func all() async throws(RepositoryError) -> [Feedback] {
        try await all.invoke(())
    }
}
