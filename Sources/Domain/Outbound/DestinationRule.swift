/// Where the server may send a request: checked on the URL before anything is sent, and again
/// on each address the host resolved to, just before connecting (so that a name resolving
/// elsewhere by then, DNS rebinding, gains nothing).
public struct DestinationRule: Sendable, Equatable {
    /// Whom the destination comes from.
    public enum Reach: Sendable, Equatable {
        /// A person's (a push subscription's endpoint): `https://` on port 443 to a public host
        /// (`PublicHostRule`) among `allowedHosts`, every address it resolves to public; with
        /// `loopbackHTTPForTests`, `http://127.0.0.1:PORT` too, for the tests' push stand-ins.
        case publicInternet(allowedHosts: HostAllowList, loopbackHTTPForTests: Bool)
        /// The operator's own (`--feedback-url`): any `http://` or `https://` address.
        case anywhere
    }

    /// Whom the destination comes from.
    public var reach: Reach

    /// A rule of `reach`.
    public init(reach: Reach) {
        self.reach = reach
    }

    /// The operator's own destinations: any address, any port.
    public static let operatorChosen = DestinationRule(reach: .anywhere)

    /// Why the server will not send to `url`; nil when it may.
    public func refusal(url: String) -> DestinationRefusal? {
        guard let address = WebAddress(url) else { return .unsupportedURL }
        guard case .publicInternet(let allowedHosts, let loopbackHTTPForTests) = reach else { return nil }
        if loopbackHTTPForTests, Self.isLoopbackHTTP(address) { return nil }
        guard address.scheme == "https", address.port ?? 443 == 443 else { return .notHTTPS443 }
        if let refusal = PublicHostRule.refusal(host: address.host) { return .host(refusal) }
        return allowedHosts.allows(address.host) ? nil : .host(.notAllowed)
    }

    /// Why the server will not connect to `address` (numeric, as the resolver gave it) of
    /// `host` (the URL's host as the HTTP client read it) for `url`; nil when it may: `url`
    /// passes `refusal(url:)` and, for a person's destination, `host` is the one checked there
    /// and the address is public (or `127.0.0.1` for the tests' `http://127.0.0.1`).
    public func refusal(connectingTo address: String, host: String, for url: String) -> DestinationRefusal? {
        if let refusal = refusal(url: url) { return refusal }
        guard case .publicInternet(_, let loopbackHTTPForTests) = reach, let target = WebAddress(url) else { return nil }
        // Two readings of one URL must not disagree about where it goes.
        guard PublicHostRule.normalized(host) == target.host else { return .unsupportedURL }
        guard let parsed = IPAddress(address) else { return .address(.malformed) }
        if loopbackHTTPForTests, Self.isLoopbackHTTP(target) {
            return parsed == .v4(0x7F00_0001) ? nil : .address(.notAllowed)
        }
        return parsed.refusal.map(DestinationRefusal.address)
    }

    private static func isLoopbackHTTP(_ address: WebAddress) -> Bool {
        address.scheme == "http" && address.host == "127.0.0.1" && address.port != nil
    }
}

/// Why the server will not send a request somewhere.
public enum DestinationRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not an absolute `http://` or `https://` URL with a host (or it has user info, a backslash, a bad port).
    case unsupportedURL
    /// A person's destination that is not `https://` on port 443.
    case notHTTPS443
    /// The URL's host is refused.
    case host(AddressRefusal)
    /// An address the host resolved to is refused.
    case address(AddressRefusal)

    public var description: String {
        switch self {
        case .unsupportedURL: "not an http:// or https:// URL with a host"
        case .notHTTPS443: "not https:// on port 443"
        case .host(let refusal): "the host is \(refusal)"
        case .address(let refusal): "the host resolves to \(refusal)"
        }
    }
}
