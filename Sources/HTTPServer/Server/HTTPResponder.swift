/// What the server asks for each request: the app's side of the connection.
public protocol HTTPResponder: Sendable {
    /// Answers a request. A thrown `HTTPError` is answered with its status; any other error
    /// is a `500` with a generic page, logged with its details.
    func respond(to request: HTTPRequest) async throws -> HTTPResponse

    /// The largest body accepted for this request (its head is complete, its body not read yet).
    func bodyLimit(for request: HTTPRequest) -> Int?
}

extension HTTPResponder {
    /// The server's default limit.
    public func bodyLimit(for request: HTTPRequest) -> Int? { nil }
}

/// A responder made from a closure.
public struct ClosureResponder: HTTPResponder {
    private let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse

    /// Wraps `handler`.
    public init(_ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.handler = handler
    }

    public func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        try await handler(request)
    }
}
