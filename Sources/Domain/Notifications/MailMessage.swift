import Foundation

/// An email the app sends, as the domain sees it: who to, the subject, and the same content as
/// plain text and as HTML. The transport adds what the mail system needs (`From`, `Date`,
/// `Message-ID`, `Auto-Submitted`, the MIME structure and the encodings).
public struct MailMessage: Sendable, Equatable, Codable {
    /// The recipient's address.
    public var to: String
    /// The subject, in any script: the transport encodes it.
    public var subject: String
    /// The plain-text part.
    public var text: String
    /// The HTML part: a whole document.
    public var html: String
    /// Where one click stops mail of this kind (RFC 8058 `List-Unsubscribe`, posted to with
    /// `List-Unsubscribe=One-Click`); nil for mail that cannot be stopped (an alert a person set,
    /// a password reset).
    public var unsubscribeURL: String?

    /// Creates a message.
    public init(to: String, subject: String, text: String, html: String, unsubscribeURL: String? = nil) {
        self.to = to
        self.subject = subject
        self.text = text
        self.html = html
        self.unsubscribeURL = unsubscribeURL
    }
}
