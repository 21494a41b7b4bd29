import Foundation
import HTTPServer

/// How the app is reached, which decides its cookies, its headers and the client address.
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

    /// The origin of the app's public address (`--public-url`), lower-cased, without a default
    /// port; nil when none is set.
    public var publicOrigin: String?

    /// Plain HTTP and no proxy trusted, unless said; `publicURL` is the app's public address
    /// (`--public-url`), empty when there is none.
    public init(servesHTTPS: Bool = false, trustsProxy: Bool = false, publicURL: String = "") {
        self.servesHTTPS = servesHTTPS
        self.trustsProxy = trustsProxy
        self.publicOrigin = Self.origin(of: publicURL)
    }

    /// The Content Security Policy of every answer: the app's own files and forms only, no framing.
    public static let contentSecurityPolicy = "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    /// HSTS, sent on every answer that went over HTTPS.
    static let strictTransportSecurity = "max-age=31536000; includeSubDomains"

    /// The headers of every answer, for the server to add to all it sends (its own 400s and 503s
    /// included; `HTTPServer.Configuration.headers`): the Content Security Policy, `nosniff`, a
    /// same-origin referrer, and HSTS when the public address is `https://`. Behind a trusted
    /// proxy, HSTS is added per request instead, by `SecurityHeadersMiddleware`.
    public var responseHeaders: HTTPHeaders {
        var headers: HTTPHeaders = [
            "Content-Security-Policy": Self.contentSecurityPolicy,
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "same-origin",
        ]
        if servesHTTPS { headers.add(name: "Strict-Transport-Security", value: Self.strictTransportSecurity) }
        return headers
    }

    /// What a request says of itself, before anyone asks who sent it: HTTPS or not, and from where.
    func context(for request: HTTPRequest) -> WebContext {
        WebContext(isHTTPS: isHTTPS(request), clientAddress: clientAddress(request))
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
