/// A step before (and after) the route handler that needs no context: logging, headers.
public protocol Middleware: Sendable {
    /// Handles `request`, usually by calling `next` and adjusting its response.
    func handle(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse
}

/// A step before (and after) the route handler that reads the request's context or fills it in
/// for the steps and handler after it (sessions, authentication), Hummingbird-style: the context
/// is a value, and what a middleware learns travels on in the copy it passes to `next`.
public protocol ContextMiddleware<Context>: Sendable {
    /// What the router's requests carry.
    associatedtype Context: Sendable
    /// Handles `request` in `context`, usually by calling `next` and adjusting its response.
    func handle(
        _ request: HTTPRequest, context: Context, next: @Sendable (HTTPRequest, Context) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}
