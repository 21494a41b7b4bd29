import Domain
import Entities
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Delivers feedback to the operator's endpoint (`--feedback-url`: a chat webhook, say) by
/// posting it as JSON (`FeedbackDTO`), and reads the answer as `FeedbackDeliveryError`s that say
/// whether to try again: a 2xx is delivered; a 5xx, a 408 or 429, a timeout or no connection is
/// worth retrying; any other answer is a refusal, with what the endpoint said.
public struct RemoteFeedbackRepository: FeedbackRepository {
    /// Ten seconds: a webhook answers in well under a second, and a round waits this long for
    /// an endpoint that has stopped answering.
    public static let defaultTimeout: TimeInterval = 10

    /// Where feedback is posted.
    public let endpoint: URL
    private let session: any NetworkSession
    private let timeout: TimeInterval

    /// A repository posting to `endpoint` through `session`, giving up on an answer after
    /// `timeout` seconds (for `URLSession`, on Linux, its configuration's
    /// `timeoutIntervalForRequest` overrides the request's timeout: make it the same).
    public init(endpoint: URL, session: any NetworkSession, timeout: TimeInterval = defaultTimeout) {
        self.endpoint = endpoint
        self.session = session
        self.timeout = timeout
    }

    /// A repository posting to `endpoint` through a `URLSession` of its own — no cookies, no
    /// cache — giving up on an answer after `timeout` seconds.
    public init(endpoint: URL, timeout: TimeInterval = defaultTimeout) {
        let configuration = URLSessionConfiguration.ephemeral
        // On Linux the session's timeout replaces the request's (swift-corelibs-foundation):
        // without this an endpoint that never answers holds a round for 60 s.
        configuration.timeoutIntervalForRequest = timeout
        self.init(endpoint: endpoint, session: URLSession(configuration: configuration), timeout: timeout)
    }

    /// Posts `feedback`; returns on a `2xx`, and otherwise throws what the answer or the transport means.
    public func send(_ feedback: Feedback) async throws(FeedbackDeliveryError) {
        let (body, response): (Data, URLResponse)
        do {
            (body, response) = try await session.data(for: request(for: feedback))
        } catch {
            throw Self.deliveryError(error)
        }
        guard let response = response as? HTTPURLResponse else { throw .unreachable("the answer is not HTTP") }
        switch response.statusCode {
        case 200..<300: return
        case 408, 429, 500..<600: throw .unavailable(status: response.statusCode)
        default: throw .rejected(status: response.statusCode, reason: FeedbackErrorResponseDTO.reason(from: body))
        }
    }

    /// The POST of `feedback`'s JSON.
    func request(for feedback: Feedback) -> URLRequest {
        var request = URLRequest(url: endpoint, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("Reminders-Feedback/1", forHTTPHeaderField: "User-Agent")
        // Integers, strings and booleans only: encoding them cannot fail.
        request.httpBody = try! Self.encoder.encode(FeedbackDTO(feedback))
        return request
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// What the transport's error means for the delivery: all of it worth retrying.
    static func deliveryError(_ error: any Error) -> FeedbackDeliveryError {
        if case OutboundRequestError.deadlineExceeded = error { return .timedOut }
        guard let error = error as? URLError else { return .unreachable(String(describing: error)) }
        switch error.code {
        case .timedOut: return .timedOut
        case .cannotConnectToHost: return .unreachable("the connection was refused")
        case .cannotFindHost, .dnsLookupFailed: return .unreachable("the host is unknown")
        case .networkConnectionLost: return .unreachable("the connection was lost")
        case .notConnectedToInternet: return .unreachable("there is no network")
        case .cancelled: return .unreachable("the request was cancelled")
        // Linux's URLError has no readable description of its own.
        default: return .unreachable("URLError \(error.code.rawValue)")
        }
    }
}
