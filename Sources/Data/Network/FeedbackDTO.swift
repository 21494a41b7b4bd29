/// The JSON body posted to the operator's endpoint, with snake_case keys:
///
/// ```json
/// {"id": 7, "kind": "idea", "message": "Dark mode, please", "may_reply": true,
///  "reply_to": "ada@example.com", "display_name": "Ada", "created_at": "2026-11-21T12:00:00Z",
///  "text": "Feedback (idea) from Ada <ada@example.com>: Dark mode, please"}
/// ```
///
/// `reply_to` is the email only when the person allowed a reply, `null` otherwise (the key is
/// always there). `text` is one line for chat webhooks, which show that key alone. `id` lets the
/// receiver drop a copy: a delivery whose answer was lost is delivered again.
struct FeedbackDTO: Encodable, Equatable {
    var id: Int64
    var kind: String
    var message: String
    var mayReply: Bool
    var replyTo: String?
    var displayName: String
    /// ISO 8601, in UTC.
    var createdAt: String
    var text: String

    enum CodingKeys: String, CodingKey {
        case id, kind, message, text
        case mayReply = "may_reply"
        case replyTo = "reply_to"
        case displayName = "display_name"
        case createdAt = "created_at"
    }

    /// Encodes every key, `reply_to` as `null` when absent (the synthesized encoding would leave it out).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(message, forKey: .message)
        try container.encode(mayReply, forKey: .mayReply)
        try container.encode(replyTo, forKey: .replyTo)
        try container.encode(displayName, forKey: .displayName)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(text, forKey: .text)
    }
}
