/// Dispatches requests by method and path pattern through a middleware chain.
///
/// `HEAD` is answered by a `GET` route when there is no `HEAD` route. A path that exists for
/// other methods is a `405` with `Allow`; an unknown method on an unknown path is a `501`;
/// anything else unmatched is a `404`.
public struct Router: HTTPResponder {
    /// A route handler.
    public typealias Handler = @Sendable (HTTPRequest) async throws -> HTTPResponse

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
    private var middleware: [any Middleware] = []

    /// Creates an empty router.
    public init() {}

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
        handler: @escaping @Sendable (Place, HTTPRequest) async throws -> HTTPResponse
    ) {
        resolvers.append { segments in
            guard let place = parse(segments) else { return nil }
            return (methods(place), { request in try await handler(place, request) })
        }
    }

    /// Appends a middleware; the first added runs outermost.
    public mutating func use(_ middleware: some Middleware) {
        self.middleware.append(middleware)
    }

    public func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        var chain: @Sendable (HTTPRequest) async throws -> HTTPResponse = { try await self.dispatch($0) }
        for middleware in self.middleware.reversed() {
            let next = chain
            chain = { try await middleware.handle($0, next: next) }
        }
        return try await chain(request)
    }

    public func bodyLimit(for request: HTTPRequest) -> Int? {
        guard let segments = try? Self.decodedSegments(of: request.path),
              case .found(let route, _) = lookup(request.method, segments)
        else { return nil }
        return route.bodyLimit
    }

    /// Whether a route answers `request`'s method at its path (`HEAD` where there is a `GET`),
    /// so that a middleware can tell a request a handler would serve from one the router refuses.
    public func hasRoute(for request: HTTPRequest) -> Bool {
        guard let segments = try? Self.decodedSegments(of: request.path) else { return false }
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

    private func dispatch(_ request: HTTPRequest) async throws -> HTTPResponse {
        let segments = try Self.decodedSegments(of: request.path)
        switch lookup(request.method, segments) {
        case .found(let route, let parameters):
            var request = request
            request.parameters = parameters
            return try await route.handler(request)
        case .parsed(let handler):
            return try await handler(request)
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

    /// The path's segments, percent-decoded one by one (so `%2F` stays inside its segment).
    public static func decodedSegments(of path: Substring) throws(HTTPError) -> [String] {
        try RoutePattern.split(path).map { segment throws(HTTPError) in
            guard let decoded = PercentDecoding.decodeString(segment, plusAsSpace: false) else {
                throw .badRequest("invalid percent-encoding in the path")
            }
            return decoded
        }
    }
}
