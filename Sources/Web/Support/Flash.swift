import Foundation
import HTTPServer
import Presentation

/// The one-time message shown on the page a redirect leads to, carried in a short-lived cookie.
enum Flash {
    static let cookieName = "flash"

    /// The message the request carries, if any.
    static func message(in request: HTTPRequest) -> String? {
        guard let raw = request.cookie(cookieName), !raw.isEmpty else { return nil }
        return raw.removingPercentEncoding
    }

    /// Sets the message for the next page.
    static func set(_ message: String, on response: inout HTTPResponse) {
        response.setCookie(SetCookie(name: cookieName, value: message.percentEncodedComponent(), maxAge: 60))
    }

    /// Clears a message once it has been shown.
    static func clear(on response: inout HTTPResponse) {
        response.setCookie(SetCookie(name: cookieName, value: "", maxAge: 0))
    }
}
