import Data
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `NetworkSession` that answers each request with the next scripted answer — a response or
/// a transport error — and records the requests, for tests of remote repositories without a
/// network. Without an answer left, a request fails loudly, as an unconfigured `MockMethod`
/// does, throwing `URLError(.resourceUnavailable)`.
public final class MockNetworkSession: NetworkSession, @unchecked Sendable {
    /// One scripted answer.
    public enum Answer: Sendable {
        /// A response with this status, body and header fields.
        case response(status: Int, body: Data = Data(), headers: [String: String] = [:])
        /// The transport fails with this error (`URLError(.timedOut)`, `URLError(.cannotConnectToHost)`, …).
        case failure(any Error & Sendable)

        /// A `200` with a webhook's JSON answer (`FeedbackEndpointFixtures.accepted`).
        public static let accepted = Answer.json(status: 200, FeedbackEndpointFixtures.accepted)

        /// A response with `body` as `application/json`.
        public static func json(status: Int, _ body: Data) -> Answer {
            .response(status: status, body: body, headers: ["Content-Type": "application/json"])
        }
    }

    private let onUnconfigured: @Sendable (String) -> Void
    private let lock = NSLock()
    private var scripted: [Answer] = []
    private var recorded: [URLRequest] = []

    /// A session with nothing scripted; a request then reports to `onUnconfigured` (by default: an issue in the running test), then throws.
    public init(onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        self.onUnconfigured = onUnconfigured
    }

    /// Answers the next requests with `answers`, one each, in order, after the answers scripted before.
    public func answers(_ answers: Answer...) {
        lock.withLock { scripted += answers }
    }

    /// Every request so far, oldest first.
    public var requests: [URLRequest] { lock.withLock { recorded } }

    /// Records `request` and answers with the next scripted answer.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let answer: Answer? = lock.withLock {
            recorded.append(request)
            return scripted.isEmpty ? nil : scripted.removeFirst()
        }
        switch answer {
        case .response(let status, let body, let headers):
            // `HTTPURLResponse`'s initializer fails only for a URL it cannot read; the request's is one.
            let url = request.url ?? URL(fileURLWithPath: "/")
            return (body, HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!)
        case .failure(let error):
            throw error
        case nil:
            let message = "MockNetworkSession.data(for:) has no answer left for \(request.url?.absoluteString ?? "a request")"
            onUnconfigured(message)
            throw URLError(.resourceUnavailable)
        }
    }
}
