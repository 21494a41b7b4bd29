import Domain
import Foundation
import HTTPServer
import Presentation

/// The one-time message shown on the page a redirect leads to, carried in a short-lived cookie
/// flagged like the session cookie (`SessionCookies`) and sealed with the server's signature, so
/// that whoever can set a cookie still cannot choose what the page says.
enum Flash {
    /// The message the request carries, if its cookie is one this server sealed.
    static func message(in request: HTTPRequest, cookies: SessionCookies, seal: TextSeal) -> String? {
        guard let raw = request.cookie(cookies.flashName), !raw.isEmpty else { return nil }
        return seal.open(raw, for: .flash)?.removingPercentEncoding
    }

    /// Sets the message for the next page.
    static func set(_ message: String, on response: inout HTTPResponse, cookies: SessionCookies, seal: TextSeal) {
        cookies.setFlash(sealed(message, seal: seal), on: &response)
    }

    /// The cookie's value that carries `message`.
    static func sealed(_ message: String, seal: TextSeal) -> String {
        seal.seal(message.percentEncodedComponent(), for: .flash)
    }
}
