import Entities
import Foundation

extension FeedbackDTO {
    /// The longest message `text` quotes, in characters; the whole message is in `message`.
    static let summaryLength = 300

    /// The body for `feedback`.
    init(_ feedback: Feedback) {
        self.init(
            id: feedback.id, kind: feedback.kind.rawValue, message: feedback.message, mayReply: feedback.mayReply,
            replyTo: feedback.replyTo, displayName: feedback.displayName,
            createdAt: feedback.createdAt.formatted(.iso8601), text: Self.summary(of: feedback)
        )
    }

    /// "Feedback (idea) from Ada &lt;ada@example.com&gt;: Dark mode, please" — the message on one
    /// line (runs of white space, newlines included, become one space), cut at `summaryLength`;
    /// the address only when a reply is allowed. Chats read `<…>` in a webhook's text as markup
    /// (`<!channel>` pings everyone, `<https://…|text>` is a link), so the text is escaped as
    /// Slack and Mattermost ask (`&amp;`, `&lt;`, `&gt;`) and shows what was typed.
    static func summary(of feedback: Feedback) -> String {
        let sender = feedback.replyTo.map { "\(feedback.displayName) <\($0)>" } ?? "\(feedback.displayName) (no reply wanted)"
        let words = feedback.message.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let quoted = words.count > summaryLength ? words.prefix(summaryLength - 1) + "…" : words
        return chatEscaped("Feedback (\(feedback.kind.rawValue)) from \(sender): \(quoted)")
    }

    /// `text` with the three characters chat markup is made of escaped, `&` first.
    static func chatEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
