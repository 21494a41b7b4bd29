/// A step before (and after) the route handler: logging, sessions, headers, authentication.
public protocol Middleware: Sendable {
    /// Handles `request`, usually by calling `next` and adjusting its response.
    func handle(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse
}
