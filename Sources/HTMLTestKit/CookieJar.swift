import Foundation

/// The cookies of one browser, for one host (the app on 127.0.0.1), as RFC 6265bis says.
///
/// Rules implemented:
/// - `Path` scopes a cookie; without it the default path is the directory of the setting URL.
/// - `Max-Age` wins over `Expires`; a time in the past (or `Max-Age=0`) deletes the cookie.
/// - `HttpOnly` cookies are kept and sent (there are no scripts to hide them from).
/// - `Secure` cookies are neither accepted nor sent over plain HTTP, which is how the browser
///   talks to 127.0.0.1 (pass `secure: true` when a test terminates TLS in front of the app).
/// - `SameSite`: every request this browser makes is a same-site navigation started by the
///   user, so Strict, Lax and None cookies are all sent; like current browsers, a
///   `SameSite=None` cookie without `Secure` is rejected.
/// - `Domain` naming another host rejects the cookie; otherwise it is host-only.
public struct CookieJar: Sendable, Equatable {
    /// The cookies kept, in the order they were first set.
    public private(set) var cookies: [Cookie] = []

    /// An empty jar.
    public init() {}

    /// Stores the cookies of `Set-Cookie` headers answering a request for `url`.
    public mutating func receive(
        _ setCookieHeaders: [String], for url: String, host: String = "127.0.0.1",
        secure: Bool = false, now: Date
    ) {
        for header in setCookieHeaders {
            guard let cookie = Self.parse(header, url: url, host: host, secure: secure, now: now) else { continue }
            let index = cookies.firstIndex { $0.name == cookie.name && $0.path == cookie.path }
            if let expires = cookie.expires, expires <= now {
                if let index { cookies.remove(at: index) }
            } else if let index {
                cookies[index] = cookie
            } else {
                cookies.append(cookie)
            }
        }
    }

    /// The cookies sent with a request for `url`: path-matching, unexpired, longest path first.
    public func cookies(for url: String, secure: Bool = false, now: Date) -> [Cookie] {
        let path = Self.path(of: url)
        let matching = cookies.enumerated().filter { _, cookie in
            cookie.matches(path: path) && (secure || !cookie.secure) && (cookie.expires.map { $0 > now } ?? true)
        }
        return matching.sorted { lhs, rhs in
            lhs.element.path.count != rhs.element.path.count
                ? lhs.element.path.count > rhs.element.path.count : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The `Cookie` header value for a request for `url`, or nil when no cookie applies.
    public func header(for url: String, secure: Bool = false, now: Date) -> String? {
        let cookies = cookies(for: url, secure: secure, now: now)
        return cookies.isEmpty ? nil : cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// The value of the cookie `name` that a request for `url` would send.
    public func value(of name: String, for url: String = "/", now: Date) -> String? {
        cookies(for: url, secure: true, now: now).first { $0.name == name }?.value
    }

    static func path(of url: String) -> String {
        let path = String(url.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        return path.hasPrefix("/") ? path : "/"
    }
}
