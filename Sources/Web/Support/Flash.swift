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
        // "<text, percent-encoded>" or "<text>!reopen!5": the encoded text has no "!".
        let parts = opened.split(separator: "!", omittingEmptySubsequences: false)
        guard let text = parts[0].removingPercentEncoding else { return nil }
        guard parts.count == 3, let id = Int64(parts[2]) else { return FlashMessage(text) }
        switch parts[1] {
        case "reopen": return FlashMessage(text, undo: .reopen(id))
        case "restore": return FlashMessage(text, undo: .restore(id))
        default: return FlashMessage(text)
        }
    }

    /// Sets the message for the next page.
    static func set(_ message: FlashMessage, on response: inout HTTPResponse, cookies: SessionCookies, seal: TextSeal) {
        cookies.setFlash(sealed(message, seal: seal), on: &response)
    }

    /// The cookie's value that carries `message`.
    static func sealed(_ message: FlashMessage, seal: TextSeal) -> String {
        var text = message.text.percentEncodedComponent()
        switch message.undo {
        case .reopen(let id)?: text += "!reopen!\(id)"
        case .restore(let id)?: text += "!restore!\(id)"
        case nil: break
        }
        return seal.seal(text, for: .flash)
    }
}

extension FlashMessage: ExpressibleByStringLiteral {
    /// A message with nothing to undo: `"List “Books” created."`.
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
