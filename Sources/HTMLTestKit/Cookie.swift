import Foundation

/// One cookie the browser keeps, with the attributes it was set with.
public struct Cookie: Sendable, Equatable {
    /// The cookie's name.
    public var name: String
    /// The cookie's value, exactly as the server sent it.
    public var value: String
    /// The path it is sent under (the `Path` attribute, or the default path of the setting URL).
    public var path: String
    /// When it stops being sent; nil for a session cookie.
    public var expires: Date?
    /// `HttpOnly`: kept and sent; it only matters to scripts, which this browser does not run.
    public var httpOnly: Bool
    /// `Secure`: sent over HTTPS only.
    public var secure: Bool
    /// The `SameSite` value as sent (`Strict`, `Lax`, `None`), nil when absent.
    public var sameSite: String?

    /// Creates a cookie.
    public init(
        name: String, value: String, path: String = "/", expires: Date? = nil,
        httpOnly: Bool = false, secure: Bool = false, sameSite: String? = nil
    ) {
        self.name = name
        self.value = value
        self.path = path
        self.expires = expires
        self.httpOnly = httpOnly
        self.secure = secure
        self.sameSite = sameSite
    }

    /// Whether the cookie is sent with a request for `requestPath` (RFC 6265 §5.1.4 path-match).
    public func matches(path requestPath: String) -> Bool {
        if requestPath == path { return true }
        guard requestPath.hasPrefix(path) else { return false }
        return path.hasSuffix("/") || requestPath.dropFirst(path.count).first == "/"
    }
}
