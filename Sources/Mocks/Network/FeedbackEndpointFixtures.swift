import Foundation

/// Bodies an operator's feedback endpoint answers with, as common chat webhooks send them, for
/// tests of `RemoteFeedbackRepository` (through `MockNetworkSession` or a real local server).
public enum FeedbackEndpointFixtures {
    /// The JSON of a post taken (`200`).
    public static let accepted = Data(#"{"ok":true}"#.utf8)
    /// The JSON of a payload refused (`400`), its reason in `error`.
    public static let invalidPayload = Data(#"{"ok":false,"error":"invalid_payload"}"#.utf8)
    /// The JSON of an endpoint that does not exist (`404`), its reason in `message`.
    public static let unknownWebhook = Data(#"{"message":"Unknown Webhook","code":10015}"#.utf8)
    /// The JSON of an endpoint failing (`500`).
    public static let serverError = Data(#"{"ok":false,"error":"internal_error"}"#.utf8)
    /// A proxy's HTML page for a refusal (`403`): not JSON, so its text is the reason.
    public static let forbiddenPage = Data("<html><body><h1>403 Forbidden</h1>\n<p>Request blocked.</p></body></html>".utf8)
}
