import Foundation

/// A web address a reminder links to: an absolute `http` or `https` URL with a host, of at most
/// `maximumLength` characters, without white space or control characters. The one place for the
/// rule: the reminder form's draft and a file's import both go through it, so only such a link
/// ever reaches a page's `href`.
public struct WebLink: Sendable, Hashable, CustomStringConvertible {
    /// The longest link kept, in characters (browsers and servers agree on 2,000 as a safe length).
    public static let maximumLength = 2000

    /// The link as given, trimmed: `https://example.com/rent`. Its scheme keeps the case it was
    /// typed in; browsers read `HTTPS:` as `https:`.
    public let text: String
    /// The host, as a person reads it: lower case, international names in their own letters
    /// (`bücher.de`, not `xn--bcher-kva.de`).
    public let host: String

    /// The link `text` says (trimmed), or nil when it breaks the rule (`validate(_:)`) or is empty.
    public init?(_ text: String) {
        guard case .success(let link?) = Self.validate(text) else { return nil }
        self = link
    }

    private init(text: String, host: String) {
        self.text = text
        self.host = host
    }

    /// The link a field holds: none when it is empty after trimming; `tooLong` beyond
    /// `maximumLength` characters; `malformed` when it has white space or a control character
    /// inside, or is not an absolute `http`/`https` URL with a host (`javascript:`, `mailto:`,
    /// `ftp:`, a relative path).
    public static func validate(_ text: String) -> Result<WebLink?, ValidationIssue> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return .success(nil) }
        if trimmed.count > maximumLength { return .failure(.tooLong(maximum: maximumLength)) }
        if trimmed.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }) {
            return .failure(.malformed)
        }
        guard let parts = URLComponents(string: trimmed), let scheme = parts.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = parts.host, !host.isEmpty
        else { return .failure(.malformed) }
        return .success(WebLink(text: trimmed, host: host.lowercased()))
    }

    /// The link's text.
    public var description: String { text }
}
