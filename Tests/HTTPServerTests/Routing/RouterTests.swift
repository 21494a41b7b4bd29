@testable import HTTPServer
import Testing

/// The body of an in-memory response, as text.
private func text(_ response: HTTPResponse) -> String {
    guard case .bytes(let bytes) = response.body else { return "" }
    return String(decoding: bytes, as: UTF8.self)
}

@Suite struct RouterTests {
    private func respond(_ router: Router<Void>, _ method: HTTPMethod, _ target: String) async throws -> HTTPResponse {
        try await router.respond(to: HTTPRequest(method: method, target: target))
    }

    @Test func parameters_areCapturedAndPercentDecoded() async throws {
        var router = Router()
        router.get("/lists/:list/reminders/:id") { .text("\($0.parameters["list"]!)|\($0.parameters["id"]!)") }
        #expect(text(try await respond(router, .get, "/lists/caf%C3%A9/reminders/42?x=1")) == "café|42")
    }

    @Test func wildcard_capturesTheRemainingDecodedSegments() async throws {
        var router = Router()
        router.get("/static/*") { .text($0.parameters.remainder.joined(separator: "|")) }
        #expect(text(try await respond(router, .get, "/static/css/a%2Fb.css")) == "css|a/b.css")
        await #expect(throws: HTTPError.self) { try await respond(router, .get, "/static") }
    }

    @Test func head_fallsBackToGet() async throws {
        var router = Router()
        router.get("/x") { _ in .text("x") }
        #expect(text(try await respond(router, .head, "/x")) == "x")
    }

    @Test func emptyParameterAndTrailingSlash_doNotMatch() async throws {
        var router = Router()
        router.get("/lists/:id") { _ in .text("x") }
        await #expect(throws: HTTPError.self) {
            try await respond(router, .get, "/lists/")
        }
        await #expect(throws: HTTPError.self) { try await respond(router, .get, "/lists/1/") }
    }

    @Test func methodNotAllowed_listsTheAllowedMethods() async throws {
        var router = Router()
        router.get("/x") { _ in .text("x") }
        router.post("/x") { _ in .text("y") }
        do {
            _ = try await respond(router, .delete, "/x")
            Issue.record("expected a 405")
        } catch let error as HTTPError {
            #expect(error.status == .methodNotAllowed)
            #expect(error.headers["Allow"] == "GET, POST, HEAD")
        }
    }

    @Test func unknownMethodOnUnknownPath_is501() async throws {
        let router = Router()
        do {
            _ = try await respond(router, HTTPMethod("BREW"), "/pot")
            Issue.record("expected a 501")
        } catch let error as HTTPError {
            #expect(error.status == .notImplemented)
        }
    }

    @Test func middleware_runsInOrderAroundTheHandler() async throws {
        struct Tag: Middleware {
            let name: String
            func handle(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
                var request = request
                request.headers.add(name: "Trail", value: name)
                var response = try await next(request)
                response.headers.add(name: "Trail", value: name)
                return response
            }
        }
        var router = Router()
        router.use(Tag(name: "outer"))
        router.use(Tag(name: "inner"))
        router.get("/x") { .text($0.headers.values(for: "Trail").joined(separator: ",")) }
        let response = try await respond(router, .get, "/x")
        #expect(text(response) == "outer,inner")
        #expect(response.headers.values(for: "Trail") == ["inner", "outer"])
    }

    @Test func bodyLimit_isTheRoutesOwn() {
        var router = Router()
        router.post("/upload", bodyLimit: 10) { _ in .text("") }
        #expect(router.bodyLimit(for: HTTPRequest(method: .post, target: "/upload")) == 10)
        #expect(router.bodyLimit(for: HTTPRequest(method: .post, target: "/other")) == nil)
    }
}

/// Routes a table finds by parsing the path, rather than by pattern.
@Suite struct RouterParsedRouteTests {
    /// A two-place table: `/n/<number>` (GET and POST) and `/about` (GET).
    private enum Place: Sendable {
        case number(Int)
        case about

        init?(segments: [String]) {
            switch segments.count {
            case 2 where segments[0] == "n": guard let number = Int(segments[1]) else { return nil }; self = .number(number)
            case 1 where segments[0] == "about": self = .about
            default: return nil
            }
        }

        var methods: [HTTPMethod] {
            switch self {
            case .number: [.get, .post]
            case .about: [.get]
            }
        }
    }

    private func router() -> Router<Void> {
        var router = Router()
        router.get("/static/*") { _ in .text("static") }
        router.add(parsing: Place.init(segments:), methods: \.methods) { place, request in
            switch place {
            case .number(let number): .text("\(request.method) \(number)")
            case .about: .text("about")
            }
        }
        return router
    }

    private func text(_ method: HTTPMethod, _ target: String) async throws -> String {
        let response = try await router().respond(to: HTTPRequest(method: method, target: target))
        guard case .bytes(let bytes) = response.body else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func status(_ method: HTTPMethod, _ target: String) async -> (HTTPStatus?, String?) {
        do {
            _ = try await router().respond(to: HTTPRequest(method: method, target: target))
            return (nil, nil)
        } catch let error as HTTPError {
            return (error.status, error.headers["Allow"])
        } catch {
            return (nil, nil)
        }
    }

    @Test func aParsedPlace_reachesItsHandler_withEachMethodItServes_andHeadAsGet() async throws {
        #expect(try await text(.get, "/n/41") == "GET 41")
        #expect(try await text(.post, "/n/%34%32") == "POST 42")
        #expect(try await text(.head, "/about") == "about")
        #expect(try await text(.get, "/static/a.css") == "static")
    }

    @Test func aMethodThePlaceDoesNotServe_is405WithItsMethods_andNoPlaceIs404() async {
        #expect(await status(.post, "/about") == (.methodNotAllowed, "GET, HEAD"))
        #expect(await status(.delete, "/n/1") == (.methodNotAllowed, "GET, POST, HEAD"))
        #expect(await status(.get, "/n/x").0 == .notFound)
        #expect(await status(HTTPMethod("BREW"), "/nowhere").0 == .notImplemented)
    }

    @Test func hasRoute_knowsTheParsedPlaces() {
        let router = router()
        #expect(router.hasRoute(for: HTTPRequest(method: .post, target: "/n/3")))
        #expect(router.hasRoute(for: HTTPRequest(method: .head, target: "/about")))
        #expect(!router.hasRoute(for: HTTPRequest(method: .post, target: "/about")))
        #expect(!router.hasRoute(for: HTTPRequest(method: .get, target: "/n/x")))
    }
}

/// A router whose requests carry a context that middleware fills in and handlers read.
@Suite struct RouterContextTests {
    struct Visit: Sendable {
        var path: String
        var user: String?
    }

    /// Signs in whoever sends `User`, for the steps after it.
    struct SignsIn: ContextMiddleware {
        func handle(_ request: HTTPRequest, context: Visit, next: @Sendable (HTTPRequest, Visit) async throws -> HTTPResponse) async throws -> HTTPResponse {
            var context = context
            context.user = request.headers["User"]
            return try await next(request, context)
        }
    }

    /// Adds a header, knowing nothing of the context.
    struct Stamps: Middleware {
        func handle(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
            var response = try await next(request)
            response.headers.add(name: "Stamp", value: "yes")
            return response
        }
    }

    private func router() -> Router<Visit> {
        var router = Router<Visit>(context: { Visit(path: String($0.path)) })
        router.use(Stamps())
        router.use(SignsIn())
        router.get("/hello") { _, visit in .text("\(visit.user ?? "nobody") at \(visit.path)") }
        router.add(parsing: { $0.first == "n" ? $0.last : nil }, methods: { _ in [.get] }) { place, _, visit in
            .text("\(place) for \(visit.user ?? "nobody")")
        }
        return router
    }

    @Test func theHandler_readsTheContextTheRouterMade_asTheMiddlewareFilledItIn() async throws {
        let response = try await router().respond(to: HTTPRequest(method: .get, target: "/hello?x=1", headers: ["User": "ada"]))
        #expect(text(response) == "ada at /hello")
        #expect(response.headers["Stamp"] == "yes")
        let anonymous = try await router().respond(to: HTTPRequest(method: .get, target: "/n/7"))
        #expect(text(anonymous) == "7 for nobody")
    }

    @Test func eachRequest_startsWithAFreshContext() async throws {
        let router = router()
        _ = try await router.respond(to: HTTPRequest(method: .get, target: "/hello", headers: ["User": "ada"]))
        let next = try await router.respond(to: HTTPRequest(method: .get, target: "/hello"))
        #expect(text(next) == "nobody at /hello")
    }
}
