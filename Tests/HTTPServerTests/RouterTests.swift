@testable import HTTPServer
import Testing

@Suite struct RouterTests {
    private func respond(_ router: Router, _ method: HTTPMethod, _ target: String) async throws -> HTTPResponse {
        try await router.respond(to: HTTPRequest(method: method, target: target))
    }

    private func text(_ response: HTTPResponse) -> String {
        guard case .bytes(let bytes) = response.body else { return "" }
        return String(decoding: bytes, as: UTF8.self)
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
