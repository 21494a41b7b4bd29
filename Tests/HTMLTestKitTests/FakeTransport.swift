import Foundation
import HTMLTestKit

/// Serves canned responses by "METHOD /path" (query ignored) and records every request;
/// an unknown route answers 404 so a wrong URL shows up in the test's assertions.
final class FakeTransport: HTTPTransport, @unchecked Sendable {
    typealias Handler = @Sendable (BrowserRequest) -> BrowserResponse

    private let lock = NSLock()
    private var routes: [String: Handler] = [:]
    private var recorded: [BrowserRequest] = []

    /// Every request received so far.
    var requests: [BrowserRequest] { lock.withLock { recorded } }

    /// Answers `method path` with `handler`.
    func on(_ method: String, _ path: String, _ handler: @escaping Handler) {
        lock.withLock { routes["\(method) \(path)"] = handler }
    }

    /// Answers `GET path` with a 200 page.
    func page(_ path: String, _ html: String, headers: [(String, String)] = []) {
        on("GET", path) { _ in BrowserResponse(status: 200, headers: headers, html: html) }
    }

    func send(_ request: BrowserRequest) async throws -> BrowserResponse {
        let handler = lock.withLock {
            recorded.append(request)
            return routes["\(request.method) \(request.path)"]
        }
        return handler?(request) ?? BrowserResponse(status: 404, html: "<p>no route</p>")
    }
}
