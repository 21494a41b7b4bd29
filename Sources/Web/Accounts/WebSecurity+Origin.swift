import Foundation
import HTTPServer

extension WebSecurity {
    /// Why `request`, a form post, is refused as sent from another site, or nil when the browser
    /// says it came from this one, or says nothing (then the form token alone decides, as for
    /// browsers that send neither header).
    ///
    /// `Sec-Fetch-Site`, when sent, must be `same-origin` or `none` (typed or bookmarked): a
    /// sibling subdomain (`same-site`) is another site here. `Origin`, when sent, must be this
    /// app's: the public address's (`--public-url`), or the one the request itself reached
    /// (its `Host`, over HTTP or HTTPS as `isHTTPS` says). `Origin: null` (a sandboxed frame, a
    /// redirect from elsewhere) names no site and is refused.
    func crossSiteRefusal(of request: HTTPRequest) -> String? {
        if let site = request.headers["Sec-Fetch-Site"]?.lowercased(), site != "same-origin" && site != "none" {
            return "Sec-Fetch-Site: \(site.prefix(40))"
        }
        guard let sent = request.headers["Origin"] else { return nil }
        let origin = Self.origin(of: sent)
        if let origin, origin == publicOrigin { return nil }
        if let origin, let host = request.headers["Host"],
           origin == Self.origin(of: "\(isHTTPS(request) ? "https" : "http")://\(host)") {
            return nil
        }
        return "Origin: \(sent.prefix(100))"
    }

    /// `scheme://host[:port]` of an `http` or `https` URL, lower-cased, without its default port
    /// and without anything after the authority; nil for anything else.
    static func origin(of url: String) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host?.lowercased(), !host.isEmpty,
              components.user == nil, components.password == nil
        else { return nil }
        let port = components.port.flatMap { ($0 == 80 && scheme == "http") || ($0 == 443 && scheme == "https") ? nil : $0 }
        return "\(scheme)://\(host)\(port.map { ":\($0)" } ?? "")"
    }
}
