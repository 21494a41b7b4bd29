/// What a push notification shows: a title, a line of text, the page a tap opens, and the page
/// that asks to mark the reminder done. The service worker in `Public/` reads it as JSON.
public struct PushMessage: Sendable, Equatable, Codable {
    public var title: String
    public var body: String
    /// The absolute URL a tap on the notification opens.
    public var url: String
    /// The absolute URL of the confirmation page that marks the reminder done; nil when there is
    /// nothing to mark.
    public var markDoneURL: String?
    /// The label of the "Mark done" action, in the person's language.
    public var markDoneLabel: String?
    /// Replaces an earlier notification with the same tag on the device (one per reminder).
    public var tag: String?

    /// Creates a message.
    public init(title: String, body: String, url: String, markDoneURL: String? = nil, markDoneLabel: String? = nil, tag: String? = nil) {
        self.title = title
        self.body = body
        self.url = url
        self.markDoneURL = markDoneURL
        self.markDoneLabel = markDoneLabel
        self.tag = tag
    }
}
