/// Texts sealed with the server's signature, for cookies that must come back as the server made
/// them: `text.signature`, the signature in base64url over the purpose and the text, so that a
/// text sealed for one purpose is refused for another.
public struct TextSeal: Sendable {
    /// What a sealed text is for; part of what is signed.
    public enum Purpose: String, Sendable {
        /// The form token of a visitor who is not signed in (the `csrf` cookie).
        case formToken = "form-token"
        /// The one-time message shown after a redirect (the `flash` cookie).
        case flash
        /// An alert's "Mark done" link: `<userID>:<reminderID>:<alertAt>:<due>`.
        case markDone = "mark-done"
        /// The daily summary's stop link: `<userID>`.
        case stopSummary = "stop-summary"
    }

    /// The longest sealed text `open` reads (a cookie holds about 4 KB).
    public static let maximumLength = 4096

    private let signer: any MessageSigner

    /// Seals with `signer`'s signatures.
    public init(signer: any MessageSigner) {
        self.signer = signer
    }

    /// `text`, a `.`, and its signature for `purpose`.
    public func seal(_ text: String, for purpose: Purpose) -> String {
        text + "." + Base64URL.encode(signature(of: text, for: purpose))
    }

    /// The text `sealed` carries, when its signature is the one this server makes for `purpose`;
    /// nil for anything else (compared in constant time).
    public func open(_ sealed: String, for purpose: Purpose) -> String? {
        guard sealed.utf8.count <= Self.maximumLength, let dot = sealed.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let text = String(sealed[..<dot])
        let sent = Array(sealed.utf8[sealed.utf8.index(after: dot)...])
        let expected = Array(Base64URL.encode(signature(of: text, for: purpose)).utf8)
        guard sent.count == expected.count else { return nil }
        return zip(sent, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0 ? text : nil
    }

    /// A new form token for a visitor who is not signed in: a random token, sealed.
    public func makeFormToken() -> String {
        seal(RandomToken.make(), for: .formToken)
    }

    /// Whether `text` is a form token this server made (`makeFormToken`).
    public func isFormToken(_ text: String) -> Bool {
        open(text, for: .formToken).map(RandomToken.isPlausible) ?? false
    }

    private func signature(of text: String, for purpose: Purpose) -> [UInt8] {
        signer.signature(of: Array(purpose.rawValue.utf8) + [0x0A] + Array(text.utf8))
    }
}
