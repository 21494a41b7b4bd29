import Foundation
import HTTPServer
import Logging
import Synchronization
import TimingTestSupport

/// A real HTTP endpoint on a free port of 127.0.0.1 — the app's own `HTTPServer` — answering
/// the `n`th request (from 0) with `answer(request, n)`, or never when that is nil, and
/// recording every request it got. Start one with `with(…)`, which stops it when its body ends,
/// also when the body throws.
final class LocalEndpoint: Sendable {
    /// The answer to a request, given its number; nil: read it and never answer.
    typealias Answer = @Sendable (HTTPRequest, Int) async -> HTTPResponse?

    private let server: HTTPServer
    private let received: Recorder
    /// Fired before shutdown, so that the answers held back end.
    private let release: Signal

    private init(answer: @escaping Answer) throws {
        var configuration = HTTPServer.Configuration(host: "127.0.0.1", port: 0)
        configuration.accessLog = false
        configuration.shutdownGracePeriod = .milliseconds(200)
        let received = Recorder()
        let release = Signal()
        server = try HTTPServer(configuration: configuration, responder: ClosureResponder { request in
            if let response = await answer(request, received.record(request)) { return response }
            await release.wait()
            return HTTPResponse(status: .serviceUnavailable)
        }, logger: Self.logger)
        self.received = received
        self.release = release
    }

    /// Runs `body` with a started endpoint answering as `answer` says, then stops it.
    static func with(answer: @escaping Answer, _ body: (LocalEndpoint) async throws -> Void) async throws {
        let endpoint = try LocalEndpoint(answer: answer)
        try endpoint.server.start()
        do {
            try await body(endpoint)
        } catch {
            await endpoint.stop()
            throw error
        }
        await endpoint.stop()
    }

    /// Runs `body` with an endpoint answering `statuses` in turn (the last one from then on),
    /// each with `body` as JSON.
    static func with(statuses: [HTTPStatus], body: Data = Data(#"{"ok":true}"#.utf8), _ run: (LocalEndpoint) async throws -> Void) async throws {
        try await with(answer: { _, number in
            HTTPResponse(status: statuses[min(number, statuses.count - 1)], headers: ["Content-Type": "application/json"], body: .bytes(Array(body)))
        }, run)
    }

    /// Runs `body` with an endpoint that reads each request and never answers it.
    static func silent(_ body: (LocalEndpoint) async throws -> Void) async throws {
        try await with(answer: { _, _ in nil }, body)
    }

    /// The address feedback is posted to.
    var url: URL { URL(string: "http://127.0.0.1:\(server.port)/hooks/feedback")! }

    /// The address of `path` on this endpoint.
    func url(path: String) -> URL { URL(string: "http://127.0.0.1:\(server.port)\(path)")! }

    /// The requests received so far, oldest first.
    var requests: [HTTPRequest] { received.requests }

    /// An address of 127.0.0.1 where nothing listens: that of an endpoint just stopped.
    static func refusingURL() async throws -> URL {
        let endpoint = try LocalEndpoint(answer: { _, _ in HTTPResponse(status: .ok) })
        try endpoint.server.start()
        let url = endpoint.url
        await endpoint.stop()
        return url
    }

    private func stop() async {
        release.fire()
        await server.shutdown()
    }

    private static let logger: Logger = {
        var logger = Logger(label: "local-endpoint")
        logger.logLevel = .critical
        return logger
    }()

    /// The requests an endpoint received.
    private final class Recorder: Sendable {
        private let received = Mutex<[HTTPRequest]>([])

        var requests: [HTTPRequest] { received.withLock { $0 } }

        /// Records `request`; returns its number, from 0.
        func record(_ request: HTTPRequest) -> Int {
            received.withLock { requests in
                requests.append(request)
                return requests.count - 1
            }
        }
    }
}
