import Domain
import Entities

/// A `SendFeedbackUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSendFeedbackUseCase: SendFeedbackUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var userID: User.ID
        public var draft: FeedbackDraft
        public var origin: String

        /// Creates a call.
        public init(userID: User.ID, draft: FeedbackDraft, origin: String = "") {
            self.userID = userID
            self.draft = draft
            self.origin = origin
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Feedback>("MockSendFeedbackUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(userID: User.ID, draft: FeedbackDraft, origin: String) async throws(DomainError) -> Feedback {
        try stub(Call(userID: userID, draft: draft, origin: origin))
    }
}
