/// The parts of an `http://` or `https://` URL that say where a request goes, read strictly: no
/// user info, no backslashes, a numeric port.
public struct WebAddress: Sendable, Equatable {
    /// `http` or `https`, lowercased.
    public var scheme: String
    /// The host, lowercased, without brackets or a trailing dot.
    public var host: String
    /// The port written in the URL; nil when none is.
    public var port: Int?

    /// The parts of `url`; nil when it is not an absolute `http://` or `https://` URL with a
    /// host, or its authority holds user info (`@`), a backslash or a port that is not a number
    /// from 1 to 65535.
    public init?(_ url: String) {
        let lowered = url.lowercased()
        guard let scheme = ["https", "http"].first(where: { lowered.hasPrefix($0 + "://") }) else { return nil }
        let rest = url.dropFirst(scheme.count + 3)
        let authority = rest.prefix { !"/?#".contains($0) }
        guard !authority.contains("@"), !authority.contains("\\") else { return nil }
        var host = authority
        var port: Int?
        let hostEnd = authority.hasPrefix("[") ? authority.firstIndex(of: "]").map { authority.index(after: $0) } : authority.firstIndex(of: ":")
        if let hostEnd, hostEnd < authority.endIndex {
            host = authority[..<hostEnd]
            let portText = authority[hostEnd...].dropFirst()
            guard authority[hostEnd] == ":", (1...5).contains(portText.count), portText.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let number = Int(portText), (1...65535).contains(number)
            else { return nil }
            port = number
        }
        let normalized = PublicHostRule.normalized(String(host))
        guard !normalized.isEmpty else { return nil }
        self.scheme = scheme
        self.host = normalized
        self.port = port
    }
}
