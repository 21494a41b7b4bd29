/// Dispatches requests by method and path pattern through a middleware chain.
///
/// `HEAD` is answered by a `GET` route when there is no `HEAD` route. A path that exists for
/// other methods is a `405` with `Allow`; an unknown method on an unknown path is a `501`;
/// anything else unmatched is a `404`.
///
/// Each request travels with a `Context`: the app's typed knowledge about it (who is signed in,
/// say), made fresh for the request by the router, filled in by middleware (`ContextMiddleware`)
/// and handed to the handler beside the request. A router without one is a `Router<Void>`, made
/// with `Router()`, whose handlers take the request alone.
public struct Router<Context: Sendable>: HTTPResponder {
    /// A route handler.
    public typealias Handler = @Sendable (HTTPRequest, Context) async throws -> HTTPResponse
    /// The rest of the chain, as a middleware sees it.
    public typealias Next = @Sendable (HTTPRequest, Context) async throws -> HTTPResponse

    private struct Route: Sendable {
        let method: HTTPMethod
        let pattern: RoutePattern
        let bodyLimit: Int?
        let handler: Handler
    }

    /// Routes found by parsing the path: the methods served there, and the handler with what the
    /// parse found captured; nil where the table has no place.
    private typealias Resolver = @Sendable (_ segments: [String]) -> (methods: [HTTPMethod], handler: Handler)?

    private var routes: [Route] = []
    private var resolvers: [Resolver] = []
    private var middleware: [@Sendable (HTTPRequest, Context, Next) async throws -> HTTPResponse] = []
    private let makeContext: @Sendable (HTTPRequest) -> Context
    private var bodyLimits: (@Sendable (HTTPRequest, Context) -> Int?)?

    /// Creates an empty router whose requests start with the context `context` makes.
    public init(context: @escaping @Sendable (HTTPRequest) -> Context) {
        makeContext = context
    }

    /// Adds a route. `pattern` segments starting with `:` capture a parameter; a final `*`
    /// captures the remaining segments.
    /// - Parameter bodyLimit: the largest body for this route, instead of the server's default.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, bodyLimit: Int? = nil, handler: @escaping Handler) {
        routes.append(Route(method: method, pattern: RoutePattern(pattern), bodyLimit: bodyLimit, handler: handler))
    }

    /// Adds a `GET` route (also answering `HEAD`).
    public mutating func get(_ pattern: String, handler: @escaping Handler) {
        add(.get, pattern, handler: handler)
    }

    /// Adds a `POST` route.
    public mutating func post(_ pattern: String, bodyLimit: Int? = nil, handler: @escaping Handler) {
        add(.post, pattern, bodyLimit: bodyLimit, handler: handler)
    }

    /// Adds the routes of a table that parses paths itself, for an app whose addresses are one
    /// type that both reads a path and prints one: `parse` turns a path's percent-decoded
    /// segments into a place (nil: no place there), `methods` says which methods the place
    /// serves, and `handler` answers with the place it was parsed into. Tried after the pattern
    /// routes; `HEAD`, `405` and `501` as for them.
    public mutating func add<Place: Sendable>(
        parsing parse: @escaping @Sendable ([String]) -> Place?,
        methods: @escaping @Sendable (Place) -> [HTTPMethod],
        handler: @escaping @Sendable (Place, HTTPRequest, Context) async throws -> HTTPResponse
    ) {
        resolvers.append { segments in
            guard let place = parse(segments) else { return nil }
            return (methods(place), { request, context in try await handler(place, request, context) })
        }
    }

    /// Sets the rule for how large a request's body may be, asked once its head is read with the
    /// context the router would make for it; where it answers nil, the route's `bodyLimit`
    /// stands, then the server's default. For an app whose limits depend on more than the
    /// route: on who is asking, say, or on places that parse their own paths.
    public mutating func limitBodies(_ rule: @escaping @Sendable (HTTPRequest, Context) -> Int?) {
        bodyLimits = rule
    }

    /// Appends a middleware that needs no context; the first added runs outermost.
    public mutating func use(_ middleware: some Middleware) {
        self.middleware.append { request, context, next in
            try await middleware.handle(request) { request in try await next(request, context) }
        }
    }

    /// Appends a middleware that reads or fills in the context; the first added runs outermost.
    public mutating func use<M: ContextMiddleware>(_ middleware: M) where M.Context == Context {
        self.middleware.append { request, context, next in
            try await middleware.handle(request, context: context, next: next)
        }
    }

    public func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        var chain: Next = { try await self.dispatch($0, $1) }
        for middleware in self.middleware.reversed() {
            let next = chain
            chain = { try await middleware($0, $1, next) }
        }
        return try await chain(request, makeContext(request))
    }

    public func bodyLimit(for request: HTTPRequest) -> Int? {
        if let bodyLimits, let limit = bodyLimits(request, makeContext(request)) { return limit }
        guard let segments = try? PathSegments.decoded(request.path),
              case .found(let route, _) = lookup(request.method, segments)
        else { return nil }
        return route.bodyLimit
    }

    /// Whether a route answers `request`'s method at its path (`HEAD` where there is a `GET`),
    /// so that a middleware can tell a request a handler would serve from one the router refuses.
    public func hasRoute(for request: HTTPRequest) -> Bool {
        guard let segments = try? PathSegments.decoded(request.path) else { return false }
        switch lookup(request.method, segments) {
        case .found, .parsed: return true
        case .methodNotAllowed, .notFound: return false
        }
    }

    private enum Lookup {
        case found(Route, RouteParameters)
        case parsed(Handler)
        case methodNotAllowed(allowed: [HTTPMethod])
        case notFound
    }

    private func dispatch(_ request: HTTPRequest, _ context: Context) async throws -> HTTPResponse {
        let segments = try PathSegments.decoded(request.path)
        switch lookup(request.method, segments) {
        case .found(let route, let parameters):
            var request = request
            request.parameters = parameters
            return try await route.handler(request, context)
        case .parsed(let handler):
            return try await handler(request, context)
        case .methodNotAllowed(let allowed):
            let allow = allowed.map(\.rawValue).joined(separator: ", ")
            throw HTTPError(.methodNotAllowed, "\(request.method) is not allowed here; use \(allow)", headers: ["Allow": allow])
        case .notFound:
            if !HTTPMethod.standard.contains(request.method) {
                throw HTTPError(.notImplemented, "method \(request.method) is not implemented")
            }
            throw HTTPError(.notFound, "no page at this address")
        }
    }

    private func lookup(_ method: HTTPMethod, _ segments: [String]) -> Lookup {
        var allowed: [HTTPMethod] = []
        var getRoute: (Route, RouteParameters)?
        for route in routes {
            guard let parameters = route.pattern.match(segments) else { continue }
            if route.method == method { return .found(route, parameters) }
            if method == .head && route.method == .get && getRoute == nil { getRoute = (route, parameters) }
            if !allowed.contains(route.method) { allowed.append(route.method) }
        }
        if let (route, parameters) = getRoute { return .found(route, parameters) }
        if allowed.isEmpty, let (methods, handler) = resolvers.lazy.compactMap({ $0(segments) }).first {
            if methods.contains(method) || (method == .head && methods.contains(.get)) { return .parsed(handler) }
            allowed = methods
        }
        if allowed.contains(.get) && !allowed.contains(.head) { allowed.append(.head) }
        return allowed.isEmpty ? .notFound : .methodNotAllowed(allowed: allowed)
    }

}

extension Router where Context == Void {
    /// Creates an empty router whose handlers take the request alone.
    public init() {
        self.init(context: { _ in () })
    }

    /// Adds a route whose handler takes the request alone (see `add(_:_:bodyLimit:handler:)`).
    public mutating func add(
        _ method: HTTPMethod, _ pattern: String, bodyLimit: Int? = nil,
        handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) {
        add(method, pattern, bodyLimit: bodyLimit) { request, _ in try await handler(request) }
    }

    /// Adds a `GET` route (also answering `HEAD`) whose handler takes the request alone.
    public mutating func get(_ pattern: String, handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        add(.get, pattern) { request, _ in try await handler(request) }
    }

    /// Adds a `POST` route whose handler takes the request alone.
    public mutating func post(_ pattern: String, bodyLimit: Int? = nil, handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        add(.post, pattern, bodyLimit: bodyLimit) { request, _ in try await handler(request) }
    }

    /// Adds a parsed table whose handler takes the place and the request alone (see `add(parsing:methods:handler:)`).
    public mutating func add<Place: Sendable>(
        parsing parse: @escaping @Sendable ([String]) -> Place?,
        methods: @escaping @Sendable (Place) -> [HTTPMethod],
        handler: @escaping @Sendable (Place, HTTPRequest) async throws -> HTTPResponse
    ) {
        add(parsing: parse, methods: methods) { place, request, _ in try await handler(place, request) }
    }
}
