import Glibc
import HTTPServer
import Logging

/// A logger for servers under test: quiet unless `LOG_LEVEL` asks otherwise.
let testLogger: Logger = {
    var logger = Logger(label: "http-test")
    logger.logLevel = ProcessInfoLogLevel.value
    return logger
}()

enum ProcessInfoLogLevel {
    static var value: Logger.Level {
        guard let raw = getenv("LOG_LEVEL") else { return .critical }
        return Logger.Level(rawValue: String(cString: raw)) ?? .critical
    }
}

/// Starts a server on a free loopback port with `router`, runs `body`, and always shuts it down.
func withServer(
    _ router: Router<Void>,
    configure: (inout HTTPServer.Configuration) -> Void = { _ in },
    _ body: (HTTPServer) async throws -> Void
) async throws {
    var configuration = HTTPServer.Configuration(host: "127.0.0.1", port: 0)
    configure(&configuration)
    let server = try HTTPServer(configuration: configuration, responder: router, logger: testLogger)
    try server.start()
    do {
        try await body(server)
    } catch {
        await server.shutdown()
        throw error
    }
    await server.shutdown()
}

/// A router with the routes most server tests use.
func makeTestRouter() -> Router<Void> {
    var router = Router()
    router.get("/plain") { _ in .text("hello") }
    router.post("/echo") { request in
        HTTPResponse(status: .ok, headers: ["Content-Type": "application/octet-stream"], body: .bytes(request.body))
    }
    router.post("/small", bodyLimit: 8) { request in .text("got \(request.body.count)") }
    router.get("/lists/:id") { request in .text("list \(request.parameters["id"] ?? "?")") }
    router.get("/stream") { _ in
        HTTPResponse(status: .ok, headers: ["Content-Type": "text/plain"], body: .stream { writer in
            for index in 0..<100 { try await writer.write(Array("line \(index)\n".utf8)) }
        })
    }
    router.get("/big") { _ in HTTPResponse(body: .bytes(bigBody)) }
    router.get("/fail") { _ in throw TestFailure() }
    router.get("/teapot") { _ in throw HTTPError(HTTPStatus(code: 418, reasonPhrase: "I'm a teapot"), "short and stout") }
    router.get("/inject") { request in
        HTTPResponse(status: .ok, headers: ["X-Echo": request.queryValue("v")], body: .bytes(Array("x".utf8)))
    }
    return router
}

struct TestFailure: Error {}

extension HTTPRequest {
    func queryValue(_ name: String) -> String { (try? queryItems()[name]) ?? "" }
}

/// `/big`'s body: 4 MiB in a pattern that shows a byte lost, doubled or out of place.
let bigBody = (0..<(4 * 1024 * 1024)).map { UInt8(truncatingIfNeeded: $0 % 251) }
