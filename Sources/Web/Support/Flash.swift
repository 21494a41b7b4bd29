import Domain
import Foundation
import HTTPServer
import Presentation

/// The one-time message a redirect leaves for the next page, with what it offers to undo.
public struct FlashMessage: Sendable, Equatable {
    /// What the page says: "Reminder deleted".
    public var text: String
    /// What its Undo button takes back; nil: no button.
    public var undo: Undo?

    public init(_ text: String, undo: Undo? = nil) {
        self.text = text
        self.undo = undo
    }
}

/// The flash, carried in a short-lived cookie flagged like the session cookie (`SessionCookies`)
/// and sealed with the server's signature, so that whoever can set a cookie still cannot choose
/// what the page says or what its Undo button posts.
enum Flash {
    /// The message the request carries, if its cookie is one this server sealed.
    static func message(in request: HTTPRequest, cookies: SessionCookies, seal: TextSeal) -> FlashMessage? {
        guard let raw = request.cookie(cookies.flashName), !raw.isEmpty, let opened = seal.open(raw, for: .flash) else { return nil }
        // "<text>" or "<text>!<undo's word>!<its values>…", each percent-encoded (so without "!"): "Done!reopen!5".
        let parts = opened.split(separator: "!", omittingEmptySubsequences: false)
        guard let text = parts[0].removingPercentEncoding else { return nil }
        let values = parts.dropFirst(2).compactMap { $0.removingPercentEncoding }
        guard parts.count > 2, values.count == parts.count - 2 else { return FlashMessage(text) }
        return FlashMessage(text, undo: UndoCoding.undo(word: parts[1], values: values))
    }

    /// Sets the message for the next page.
    static func set(_ message: FlashMessage, on response: inout HTTPResponse, cookies: SessionCookies, seal: TextSeal) {
        cookies.setFlash(sealed(message, seal: seal), on: &response)
    }

    /// The cookie's value that carries `message`; without its Undo when that would not fit in a
    /// cookie (a long text typed for quick add), so that the message is still shown.
    static func sealed(_ message: FlashMessage, seal: TextSeal) -> String {
        var text = message.text.percentEncodedComponent()
        if let undo = message.undo, case let (coding, values)? = UndoCoding.coding(of: undo) {
            text += "!" + ([coding.word] + values.map { $0.percentEncodedComponent() }).joined(separator: "!")
        }
        let sealed = seal.seal(text, for: .flash)
        guard sealed.utf8.count > TextSeal.maximumLength, message.undo != nil else { return sealed }
        return Self.sealed(FlashMessage(message.text), seal: seal)
    }
}

extension FlashMessage: ExpressibleByStringLiteral {
    /// A message with nothing to undo: `"List “Books” created."`.
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
