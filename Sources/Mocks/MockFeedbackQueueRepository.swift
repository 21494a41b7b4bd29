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

    /// `enqueue(_:from:createdAt:)`.
    public let enqueue: MockMethod<EnqueueCall, Feedback>
    /// `all()`.
    public let all: MockMethod<Void, [Feedback]>

    /// A mock with no method configured; a call to one reports to `onUnconfigured` (by default: an issue in the running test), then throws.
    public init(onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        func method<A, O>(_ name: String) -> MockMethod<A, O> {
            MockMethod(name: "MockFeedbackQueueRepository.\(name)", onUnconfigured: onUnconfigured)
        }
        enqueue = method("enqueue")
        all = method("all")
    }

    public func enqueue(_ draft: FeedbackDraft, from user: User, createdAt: Date) async throws(RepositoryError) -> Feedback {
        try await enqueue.invoke(EnqueueCall(draft: draft, user: user, createdAt: createdAt))
    }

    public func all() async throws(RepositoryError) -> [Feedback] {
        try await all.invoke(())
    }
}
