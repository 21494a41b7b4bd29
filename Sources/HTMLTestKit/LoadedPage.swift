/// A response a navigation ended on (after any redirects), as a `Browser`'s page check sees it.
public struct LoadedPage: Sendable {
    /// The method of the request that loaded the page (`GET` after a redirected `POST`).
    public let method: String
    /// The path and query the page was loaded from.
    public let url: String
    /// The status code.
    public let status: Int
    /// The response's header fields, in order.
    public let headers: [(String, String)]
    /// The response body.
    public let body: [UInt8]
    /// The body parsed as HTML (an empty document when the body is not HTML).
    public let document: HTMLDocument

    /// Creates a loaded page.
    public init(method: String, url: String, status: Int, headers: [(String, String)], body: [UInt8], document: HTMLDocument) {
        self.method = method
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
        self.document = document
    }

    /// The first value of a response header, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// Whether the response says it is HTML (`Content-Type: text/html…`); checks of a page's
    /// markup should skip the rest (stylesheets, plain text, a `304` without a body).
    public var isHTML: Bool {
        header("Content-Type")?.lowercased().hasPrefix("text/html") ?? false
    }
}
