import Entities
import Foundation
import Testing

struct FeedbackTests {
    private let createdAt = Date(timeIntervalSince1970: 1_795_262_400)

    private func feedback(mayReply: Bool, status: FeedbackStatus = .queued) -> Feedback {
        Feedback(
            id: 7, userID: 3, email: "ada@example.com", displayName: "Ada", kind: .idea, message: "Dark mode, please",
            mayReply: mayReply, createdAt: createdAt, status: status, attempts: 2
        )
    }

    @Test func feedback_keepsWhatItIsGiven() {
        let feedback = feedback(mayReply: true, status: .failed(reason: "HTTP 400"))
        #expect(feedback.id == 7)
        #expect(feedback.userID == 3)
        #expect(feedback.email == "ada@example.com")
        #expect(feedback.displayName == "Ada")
        #expect(feedback.kind == .idea)
        #expect(feedback.message == "Dark mode, please")
        #expect(feedback.mayReply)
        #expect(feedback.createdAt == createdAt)
        #expect(feedback.status == .failed(reason: "HTTP 400"))
        #expect(feedback.attempts == 2)
    }

    @Test func replyTo_isTheEmail_onlyWhenAReplyIsAllowed() {
        #expect(feedback(mayReply: true).replyTo == "ada@example.com")
        #expect(feedback(mayReply: false).replyTo == nil)
    }

    @Test func statuses_differByWhenAndWhy() {
        #expect(FeedbackStatus.delivered(at: createdAt) != .delivered(at: createdAt.addingTimeInterval(1)))
        #expect(FeedbackStatus.failed(reason: "a") != .failed(reason: "b"))
        #expect(FeedbackStatus.queued != .delivered(at: createdAt))
    }
}
