/// One request as the browser sends it.
public struct BrowserRequest: Sendable, Equatable {
    /// `GET`, `POST`, …
    public var method: String
    /// The path and query, starting with `/` (for example `/lists?page=2`).
    public var url: String
    /// Header fields in order (`Cookie`, `Content-Type`, …); `Host` and `Content-Length` are the
    /// transport's business.
    public var headers: [(String, String)]
    /// The body; empty for `GET`.
    public var body: [UInt8]

    /// Creates a request.
    public init(method: String, url: String, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The first value of a header, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// The path without the query.
    public var path: String {
        String(url.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// Compares method, URL, headers and body.
    public static func == (lhs: BrowserRequest, rhs: BrowserRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.body == rhs.body
            && lhs.headers.elementsEqual(rhs.headers) { $0 == $1 }
    }
}
