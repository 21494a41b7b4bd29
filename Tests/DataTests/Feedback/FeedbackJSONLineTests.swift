import Data
import Entities
import Foundation
import Mocks
import Testing

/// The operator's line per feedback (`reminders feedback list`).
struct FeedbackJSONLineTests {
    @Test func aDeliveredFeedback_isOneLineOfSnakeCaseJSON_withEveryKey() {
        let feedback = Feedback.fixture(
            id: 7, userID: 3, kind: .idea, message: "Dark mode,\nplease", mayReply: true,
            status: .delivered(at: fixtureDate.addingTimeInterval(1)), attempts: 2
        )

        #expect(FeedbackJSONLine(feedback).text == #"{"attempts":2,"created_at":"2026-11-21T12:00:00Z","delivered_at":"2026-11-21T12:00:01Z","display_name":"Ada","email":"ada@example.com","failure_reason":null,"id":7,"kind":"idea","may_reply":true,"message":"Dark mode,\nplease","status":"delivered","user_id":3}"#)
    }

    @Test func aFailedFeedback_saysWhy_andAQueuedOne_hasNeither() throws {
        let failed = try object(FeedbackJSONLine(.fixture(status: .failed(reason: "the endpoint refused it with HTTP 400"), attempts: 1)).text)
        #expect(failed["status"] as? String == "failed")
        #expect(failed["failure_reason"] as? String == "the endpoint refused it with HTTP 400")
        #expect(failed["delivered_at"] is NSNull)

        let queued = try object(FeedbackJSONLine(.fixture(userID: nil, mayReply: false)).text)
        #expect(queued["status"] as? String == "queued")
        #expect(queued["failure_reason"] is NSNull)
        #expect(queued["delivered_at"] is NSNull)
        #expect(queued["user_id"] is NSNull)
        #expect(queued["may_reply"] as? Bool == false)
        #expect(queued["attempts"] as? Int == 0)
    }

    private func object(_ line: String) throws -> [String: Any] {
        #expect(!line.contains("\n"))
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
}
