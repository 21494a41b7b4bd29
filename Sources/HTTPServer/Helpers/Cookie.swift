/// A `Set-Cookie` value with all its attributes (RFC 6265bis).
public struct SetCookie: Sendable, Equatable {
    /// The `SameSite` attribute.
    public enum SameSite: String, Sendable {
        case strict = "Strict", lax = "Lax", none = "None"
    }

    public var name: String
    public var value: String
    /// `Expires`, in seconds since 1970.
    public var expires: Int?
    /// `Max-Age`, in seconds; 0 deletes the cookie.
    public var maxAge: Int?
    public var domain: String?
    public var path: String?
    public var secure: Bool
    public var httpOnly: Bool
    public var sameSite: SameSite?
    public var partitioned: Bool

    /// Creates a cookie; by default `Path=/`, `HttpOnly`, `SameSite=Lax`.
    public init(
        name: String, value: String, expires: Int? = nil, maxAge: Int? = nil, domain: String? = nil,
        path: String? = "/", secure: Bool = false, httpOnly: Bool = true, sameSite: SameSite? = .lax,
        partitioned: Bool = false
    ) {
        self.name = name
        self.value = value
        self.expires = expires
        self.maxAge = maxAge
        self.domain = domain
        self.path = path
        self.secure = secure
        self.httpOnly = httpOnly
        self.sameSite = sameSite
        self.partitioned = partitioned
    }

    /// The header value; nil if the name is not a token or the value has bytes a cookie cannot carry.
    public var headerValue: String? {
        guard !name.isEmpty, name.utf8.allSatisfy(ASCII.isTokenCharacter),
              value.utf8.allSatisfy(Self.isCookieOctet),
              [domain, path].allSatisfy({ $0?.utf8.allSatisfy(Self.isAttributeByte) ?? true })
        else { return nil }
        var parts = ["\(name)=\(value)"]
        if let expires { parts.append("Expires=\(HTTPDate.format(secondsSince1970: expires))") }
        if let maxAge { parts.append("Max-Age=\(maxAge)") }
        if let domain { parts.append("Domain=\(domain)") }
        if let path { parts.append("Path=\(path)") }
        if secure { parts.append("Secure") }
        if httpOnly { parts.append("HttpOnly") }
        if let sameSite { parts.append("SameSite=\(sameSite.rawValue)") }
        if partitioned { parts.append("Partitioned") }
        return parts.joined(separator: "; ")
    }

    private static func isCookieOctet(_ byte: UInt8) -> Bool {
        byte == 0x21 || (0x23...0x2B).contains(byte) || (0x2D...0x3A).contains(byte)
            || (0x3C...0x5B).contains(byte) || (0x5D...0x7E).contains(byte)
    }

    private static func isAttributeByte(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) && byte != ASCII.semicolon
    }
}

extension HTTPRequest {
    /// The cookies the client sent, by name (the first of a repeated name wins).
    public var cookies: [String: String] {
        var cookies: [String: String] = [:]
        forEachCookie { name, value in
            let name = String(name)
            if cookies[name] == nil { cookies[name] = String(value) }
            return false
        }
        return cookies
    }

    /// The value of the cookie `name` the client sent (the first if it is repeated), without
    /// building the whole dictionary: middleware asks for one or two cookies on every request.
    public func cookie(_ name: String) -> String? {
        var found: String?
        forEachCookie { candidate, value in
            guard candidate == name else { return false }
            found = String(value)
            return true
        }
        return found
    }

    /// Calls `body` with each cookie's name and value (quotes removed), in order, until it returns true.
    ///
    /// Works on slices of the header, finding the separators among its UTF-8 bytes rather than its
    /// characters, and keeps no array of pairs: it runs on every request, and a session token's
    /// value is long. A `;` or `=` byte is always a whole character, so the slices are valid.
    private func forEachCookie(_ body: (Substring, Substring) -> Bool) {
        for field in headers where field.name.equalsCaseInsensitively("Cookie") {
            let header = field.value, bytes = header.utf8
            var start = bytes.startIndex
            while start < bytes.endIndex {
                let end = bytes[start...].firstIndex(of: ASCII.semicolon) ?? bytes.endIndex
                let pair = header[start..<end].trimmingASCIIWhitespace()
                start = end < bytes.endIndex ? bytes.index(after: end) : end
                guard let equals = pair.utf8.firstIndex(of: ASCII.equals) else { continue }
                let name = pair[..<equals]
                var value = pair[pair.utf8.index(after: equals)...]
                if value.utf8.count >= 2, value.utf8.first == ASCII.quote, value.utf8.last == ASCII.quote {
                    value = value.dropFirst().dropLast()
                }
                if !name.isEmpty, body(name, value) { return }
            }
        }
    }
}

extension HTTPResponse {
    /// Adds a `Set-Cookie` header; a cookie that cannot be serialised safely is a programming error answered `500`.
    public mutating func setCookie(_ cookie: SetCookie) {
        // An invalid cookie leaves a value the encoder refuses, so the bug shows as a logged 500.
        headers.add(name: "Set-Cookie", value: cookie.headerValue ?? "\r\ninvalid cookie \(cookie.name)")
    }
}
