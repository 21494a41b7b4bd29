import Foundation

/// What an endpoint says when it refuses a post: `{"error": "…"}` or `{"message": "…"}`, the
/// shapes common webhooks answer with.
struct FeedbackErrorResponseDTO: Decodable {
    var error: String?
    var message: String?

    /// The longest reason kept, in characters: enough for the log, not a whole error page.
    static let reasonLength = 200

    /// The reason in `body`: its `error` or `message` when it is such JSON, otherwise its text
    /// on one line; cut at `reasonLength`.
    static func reason(from body: Data) -> String {
        let said = (try? JSONDecoder().decode(Self.self, from: body)).flatMap { $0.error ?? $0.message }
        let text = (said ?? String(decoding: body, as: UTF8.self)).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.count > reasonLength ? String(text.prefix(reasonLength - 1)) + "…" : text
    }
}
