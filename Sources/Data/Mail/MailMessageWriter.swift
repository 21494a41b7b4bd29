import Domain
import Foundation

/// Writes a `MailMessage` as an RFC 5322 message for a `sendmail`-style command: the headers
/// (`From`, `To`, `Subject` as RFC 2047 encoded-words when not ASCII, `Date`, `Message-ID`,
/// `MIME-Version`, `Auto-Submitted`, and `List-Unsubscribe` with RFC 8058's one-click header when
/// the message can be stopped) and a `multipart/alternative` body with the plain text and the
/// HTML, each UTF-8 in quoted-printable. Lines end in CRLF and stay under 78 characters where the
/// format allows folding, never past 998.
public struct MailMessageWriter: Sendable {
    /// The sender's address (`reminders@example.org`).
    public var fromAddress: String
    /// The sender's display name (`Reminders`).
    public var fromName: String

    /// A writer for mail from `fromName <fromAddress>`.
    public init(fromAddress: String, fromName: String = "Reminders") {
        self.fromAddress = fromAddress
        self.fromName = fromName
    }

    /// The message's bytes.
    /// - Parameters:
    ///   - date: its `Date` header.
    ///   - messageID: the left part of its `Message-ID` (random by default); the right part is the
    ///     sender's domain.
    ///   - boundary: the MIME boundary (random by default).
    public func write(_ message: MailMessage, date: Date, messageID: String = UUID().uuidString.lowercased(),
                      boundary: String = "=_" + UUID().uuidString) -> String {
        var headers: [(String, String)] = [
            ("From", MailHeaderEncoding.mailbox(name: fromName, address: fromAddress)),
            ("To", message.to),
            ("Subject", MailHeaderEncoding.encodedWords(message.subject, headerNameLength: "Subject".count)),
            ("Date", MailDateFormat.string(from: date)),
            ("Message-ID", "<\(messageID)@\(domain)>"),
            ("MIME-Version", "1.0"),
            ("Auto-Submitted", "auto-generated"),
        ]
        if let unsubscribe = message.unsubscribeURL {
            headers.append(("List-Unsubscribe", "<\(unsubscribe)>"))
            headers.append(("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"))
        }
        // Folded: with its boundary the line would pass 78 characters.
        headers.append(("Content-Type", "multipart/alternative;\r\n boundary=\"\(boundary)\""))
        var lines = headers.map { "\($0.0): \($0.1)" }
        lines.append("")
        for (type, content) in [("text/plain", message.text), ("text/html", message.html)] {
            lines.append("--" + boundary)
            lines.append("Content-Type: \(type); charset=utf-8")
            lines.append("Content-Transfer-Encoding: quoted-printable")
            lines.append("")
            lines.append(QuotedPrintable.encode(content))
        }
        lines.append("--" + boundary + "--")
        lines.append("")
        return lines.joined(separator: "\r\n")
    }

    /// The domain of the sender's address (`localhost` when it has none).
    var domain: String {
        guard let at = fromAddress.lastIndex(of: "@") else { return "localhost" }
        let domain = fromAddress[fromAddress.index(after: at)...]
        return domain.isEmpty ? "localhost" : String(domain)
    }
}
