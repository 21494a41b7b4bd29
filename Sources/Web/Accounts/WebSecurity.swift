import Foundation
import HTTPServer

/// How the app is reached, which decides its cookies and headers, and how sign-ins are throttled.
///
/// The server speaks plain HTTP; HTTPS is a TLS-terminating proxy's job. With `servesHTTPS`
/// (the `--public-url https://…` setting) every request is taken as HTTPS. With `trustsProxy`
/// (`--trust-proxy`), the proxy's `X-Forwarded-Proto` and `X-Forwarded-For` are believed;
/// without it they are ignored, since any client can send them.
public struct WebSecurity: Sendable {
    /// Whether the app's public address is `https://`: cookies `Secure` with the `__Host-` prefix, and HSTS.
    public var servesHTTPS: Bool
    /// Whether the proxy in front sets `X-Forwarded-Proto` and `X-Forwarded-For` (and strips what clients send).
    public var trustsProxy: Bool
    /// The limits on failed sign-ins.
    public var throttle: SignInThrottle.Policy

    /// Plain HTTP, no proxy trusted, and the default throttle.
    public init(servesHTTPS: Bool = false, trustsProxy: Bool = false, throttle: SignInThrottle.Policy = SignInThrottle.Policy()) {
        self.servesHTTPS = servesHTTPS
        self.trustsProxy = trustsProxy
        self.throttle = throttle
    }

    /// Whether `request` reached the app over HTTPS.
    func isHTTPS(_ request: HTTPRequest) -> Bool {
        if servesHTTPS { return true }
        guard trustsProxy, let proto = request.headers["X-Forwarded-Proto"] else { return false }
        return proto.split(separator: ",").first?.trimmingCharacters(in: .whitespaces).lowercased() == "https"
    }

    /// The client's address: the proxy's last `X-Forwarded-For` entry (the one it added) when it
    /// is trusted, else the connection's peer.
    func clientAddress(_ request: HTTPRequest) -> String {
        if trustsProxy, let forwarded = request.headers["X-Forwarded-For"],
           let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty {
            return last
        }
        return request.remoteAddress ?? "unknown"
    }
}
