import Foundation

/// Reading one `Set-Cookie` header (RFC 6265bis §5.6–5.7).
extension CookieJar {
    static func parse(_ header: String, url: String, host: String, secure: Bool, now: Date) -> Cookie? {
        let parts = header.split(separator: ";", omittingEmptySubsequences: false)
        guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { return nil }
        let name = pair[..<equals].trimmingCharacters(in: .whitespaces)
        let value = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        var cookie = Cookie(name: name, value: value, path: defaultPath(for: url))
        var maxAge: Int?
        var expires: Date?
        for attribute in parts.dropFirst() {
            let pieces = attribute.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = pieces[0].trimmingCharacters(in: .whitespaces).lowercased()
            let argument = pieces.count > 1 ? pieces[1].trimmingCharacters(in: .whitespaces) : ""
            switch key {
            case "path" where argument.hasPrefix("/"): cookie.path = argument
            case "max-age": maxAge = Int(argument) ?? maxAge
            case "expires": expires = httpDate(argument) ?? expires
            case "httponly": cookie.httpOnly = true
            case "secure": cookie.secure = true
            case "samesite": cookie.sameSite = argument
            case "domain":
                let domain = argument.hasPrefix(".") ? String(argument.dropFirst()) : argument
                if !domain.isEmpty && domain.lowercased() != host.lowercased() { return nil }
            default: break
            }
        }
        if let maxAge {
            cookie.expires = now.addingTimeInterval(TimeInterval(max(maxAge, 0) == 0 ? -1 : maxAge))
        } else {
            cookie.expires = expires
        }
        if cookie.secure && !secure { return nil }
        if cookie.sameSite?.lowercased() == "none" && !cookie.secure { return nil }
        return cookie
    }

    /// The directory of the request path (RFC 6265 §5.1.4).
    static func defaultPath(for url: String) -> String {
        let path = path(of: url)
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// An IMF-fixdate (`Wed, 21 Oct 2015 07:28:00 GMT`) or its old dashed variant.
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEE, dd-MMM-yyyy HH:mm:ss zzz", "EEE, dd-MMM-yy HH:mm:ss zzz"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
