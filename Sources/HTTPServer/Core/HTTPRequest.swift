/// A complete HTTP request: its head, as parsed and validated, and its whole body.
public struct HTTPRequest: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The request target as sent: path and optional query, still percent-encoded.
    public var target: String
    /// The protocol version.
    public var version: HTTPVersion
    /// The header fields, in the order received.
    public var headers: HTTPHeaders
    /// The body, de-chunked; empty when the request had none.
    public var body: [UInt8]
    /// Values the router took from the path (`/lists/:id`), set before a handler runs.
    public var parameters: RouteParameters
    /// The address of the connection's peer (`127.0.0.1`, `::1`), set by the server; nil when unknown.
    public var remoteAddress: String?

    /// Creates a request; the server builds these, tests may too.
    public init(
        method: HTTPMethod,
        target: String,
        version: HTTPVersion = .http1_1,
        headers: HTTPHeaders = [:],
        body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.body = body
        self.parameters = RouteParameters()
    }

    /// The path part of the target, still percent-encoded (validated by the parser).
    public var path: Substring {
        guard let question = target.utf8.firstIndex(of: ASCII.question) else { return target[...] }
        return target[..<question]
    }

    /// The raw query string after `?`, if any, still percent-encoded.
    public var query: Substring? {
        guard let question = target.utf8.firstIndex(of: ASCII.question) else { return nil }
        return target[target.index(after: question)...]
    }

    /// Whether the client asked to keep the connection open after this request.
    public var wantsKeepAlive: Bool {
        if headers.containsToken("close", in: "Connection") { return false }
        if version == .http1_0 { return headers.containsToken("keep-alive", in: "Connection") }
        return true
    }
}

/// The named values and trailing segments a route pattern captured from a path.
public struct RouteParameters: Sendable, Equatable {
    private var values: [(name: String, value: String)] = []

    /// The percent-decoded path segments a trailing `*` matched, in order.
    public var remainder: [String] = []

    /// Creates an empty set of parameters.
    public init() {}

    /// The decoded value of the parameter `name` (`:name` in the pattern).
    public subscript(name: String) -> String? {
        values.first { $0.name == name }?.value
    }

    mutating func set(_ name: String, _ value: String) {
        values.append((name, value))
    }

    public static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
        lhs.remainder == rhs.remainder
            && lhs.values.map(\.name) == rhs.values.map(\.name)
            && lhs.values.map(\.value) == rhs.values.map(\.value)
    }
}
