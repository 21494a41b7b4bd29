import Entities
import Foundation

extension FeedbackDraft {
    /// A valid draft with sensible defaults.
    public static func fixture(kind: FeedbackKind = .idea, message: String = "A dark mode, please", mayReply: Bool = true) -> FeedbackDraft {
        FeedbackDraft(kind: kind, message: message, mayReply: mayReply)
    }
}

extension Feedback {
    /// Queued feedback from `User.fixture()` with sensible defaults.
    public static func fixture(
        id: ID = 1, userID: User.ID? = 1, email: String = "ada@example.com", displayName: String = "Ada", kind: FeedbackKind = .idea,
        message: String = "A dark mode, please", mayReply: Bool = true, createdAt: Date = fixtureDate,
        status: FeedbackStatus = .queued, attempts: Int = 0
    ) -> Feedback {
        Feedback(
            id: id, userID: userID, email: email, displayName: displayName, kind: kind, message: message, mayReply: mayReply,
            createdAt: createdAt, status: status, attempts: attempts
        )
    }
}
