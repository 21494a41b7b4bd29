/// One response as the browser receives it.
public struct BrowserResponse: Sendable {
    /// The status code.
    public var status: Int
    /// Header fields in order, repeated ones (`Set-Cookie`) kept apart.
    public var headers: [(String, String)]
    /// The body bytes, de-chunked.
    public var body: [UInt8]

    /// Creates a response.
    public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with a UTF-8 body.
    public init(status: Int, headers: [(String, String)] = [], html: String) {
        self.init(status: status, headers: headers, body: Array(html.utf8))
    }

    /// The first value of a header, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// Every value of a header, matched case-insensitively.
    public func headers(named name: String) -> [String] {
        headers.filter { $0.0.lowercased() == name.lowercased() }.map(\.1)
    }
}
