import Entities
import Foundation

/// A stored feedback as the operator reads it (`reminders feedback list`): one JSON object on
/// one line, snake_case keys in alphabetical order, every key present (`null` when empty):
///
/// ```json
/// {"attempts":1,"created_at":"2026-11-21T12:00:00Z","delivered_at":"2026-11-21T12:00:01Z","display_name":"Ada",
///  "email":"ada@example.com","failure_reason":null,"id":7,"kind":"idea","may_reply":true,
///  "message":"Dark mode, please","status":"delivered","user_id":3}
/// ```
///
/// (shown on three lines here; printed on one). `user_id` is `null` once the account is deleted.
public struct FeedbackJSONLine: Encodable, Equatable {
    var id: Int64
    var userID: Int64?
    var email: String
    var displayName: String
    var kind: String
    var message: String
    var mayReply: Bool
    var createdAt: String
    var status: String
    var deliveredAt: String?
    var failureReason: String?
    var attempts: Int

    enum CodingKeys: String, CodingKey {
        case id, email, kind, message, status, attempts
        case userID = "user_id"
        case displayName = "display_name"
        case mayReply = "may_reply"
        case createdAt = "created_at"
        case deliveredAt = "delivered_at"
        case failureReason = "failure_reason"
    }

    /// The line's values for `feedback`; instants in ISO 8601, UTC.
    public init(_ feedback: Feedback) {
        id = feedback.id
        userID = feedback.userID
        email = feedback.email
        displayName = feedback.displayName
        kind = feedback.kind.rawValue
        message = feedback.message
        mayReply = feedback.mayReply
        createdAt = feedback.createdAt.formatted(.iso8601)
        attempts = feedback.attempts
        switch feedback.status {
        case .queued:
            status = "queued"
        case .delivered(let date):
            status = "delivered"
            deliveredAt = date.formatted(.iso8601)
        case .failed(let reason):
            status = "failed"
            failureReason = reason
        }
    }

    /// Encodes every key, the empty ones as `null` (the synthesized encoding would leave them out).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(userID, forKey: .userID)
        try container.encode(email, forKey: .email)
        try container.encode(displayName, forKey: .displayName)
        try container.encode(kind, forKey: .kind)
        try container.encode(message, forKey: .message)
        try container.encode(mayReply, forKey: .mayReply)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(status, forKey: .status)
        try container.encode(deliveredAt, forKey: .deliveredAt)
        try container.encode(failureReason, forKey: .failureReason)
        try container.encode(attempts, forKey: .attempts)
    }

    /// The line, without its newline.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Integers, strings and booleans only: encoding them cannot fail.
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }
}
