import Domain
import Foundation
import HTTPServer
import Presentation

/// The one-time message a redirect leaves for the next page, with what it offers to undo.
public struct FlashMessage: Sendable, Equatable {
    /// What the page says, as a catalog key and its arguments, written in words by the page
    /// that shows it: "Reminder deleted".
    public var text: FlashText
    /// What its Undo button takes back; nil: no button.
    public var undo: Undo?

    public init(_ text: FlashText, undo: Undo? = nil) {
        self.text = text
        self.undo = undo
    }
}

/// The flash, carried in a short-lived cookie flagged like the session cookie (`SessionCookies`)
/// and sealed with the server's signature, so that whoever can set a cookie still cannot choose
/// what the page says or what its Undo button posts.
///
/// The cookie holds the message's key and its arguments, not its words: "<key>*<argument>…",
/// each argument coded as `FlashArgumentCoding` says, then "!<undo's word>!<its values>…" when
/// it offers an Undo; every part percent-encoded (so without "*" or "!"):
/// "Reminder.Flash.moved*tWork", "Reminder.Flash.completed!reopen!5".
enum Flash {
    /// The message the request carries, if its cookie is one this server sealed and names a key
    /// the app has, with arguments it can read. (Whether their number fits the key is for the
    /// page that shows it: `FlashText.text(in:)`.)
    static func message(in request: HTTPRequest, cookies: SessionCookies, seal: TextSeal) -> FlashMessage? {
        guard let raw = request.cookie(cookies.flashName), !raw.isEmpty, let opened = seal.open(raw, for: .flash) else { return nil }
        let parts = opened.split(separator: "!", omittingEmptySubsequences: false)
        let message = parts[0].split(separator: "*", omittingEmptySubsequences: false)
        guard let key = message[0].removingPercentEncoding.flatMap(StringKey.init(rawValue:)) else { return nil }
        var arguments: [FlashText.Argument] = []
        for coded in message.dropFirst() {
            guard let argument = FlashArgumentCoding.argument(coded) else { return nil }
            arguments.append(argument)
        }
        let text = FlashText(key, arguments: arguments)
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
        var text = ([message.text.key.rawValue.percentEncodedComponent()] + message.text.arguments.map(FlashArgumentCoding.coded))
            .joined(separator: "*")
        if let undo = message.undo, case let (coding, values)? = UndoCoding.coding(of: undo) {
            text += "!" + ([coding.word] + values.map { $0.percentEncodedComponent() }).joined(separator: "!")
        }
        let sealed = seal.seal(text, for: .flash)
        guard sealed.utf8.count > TextSeal.maximumLength, message.undo != nil else { return sealed }
        return Self.sealed(FlashMessage(message.text), seal: seal)
    }
}
