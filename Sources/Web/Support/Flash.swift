import Foundation
import HTTPServer

/// The one-time message shown on the page a redirect leads to, carried in a short-lived cookie.
enum Flash {
    static let cookieName = "flash"

    /// The message the request carries, if any.
    static func message(in request: HTTPRequest) -> String? {
        guard let raw = request.cookies[cookieName], !raw.isEmpty else { return nil }
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

extension String {
    /// Percent-encodes everything but unreserved ASCII, so any text fits in a cookie value or a query.
    func percentEncodedComponent() -> String {
        var output = ""
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return output
    }
}
