import AsyncHTTPClient
import Data
import Foundation
import NIOCore
import NIOHTTP1
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Outgoing HTTP that cannot be aimed inside: the `NetworkSession` the push transport and the
/// feedback webhook post through. Before anything is sent it checks the URL (`destinations`),
/// resolves the host itself and checks **every** address, then connects to the first one only
/// (pinned with AsyncHTTPClient's `dnsOverride`, so the name is not looked up again); it never
/// follows a redirect (a 3xx is the answer), gives the whole exchange (resolving, connecting,
/// TLS, head and body) one wall-clock `deadline`, and reads at most `maximumAnswerBytes`.
public struct OutboundHTTPClient: NetworkSession {
    /// Ten seconds for a whole exchange: push services and webhooks answer in well under one.
    public static let defaultDeadline: Duration = .seconds(10)
    /// 64 KiB: a push service's or a webhook's answer is a few hundred bytes.
    public static let defaultMaximumAnswerBytes = 64 * 1024

    private let destinations: any DestinationCheck
    private let resolver: any HostResolver
    private let deadline: Duration
    private let maximumAnswerBytes: Int

    /// A client sending where `destinations` allows, resolving names with `resolver`.
    public init(
        destinations: any DestinationCheck, resolver: any HostResolver = SystemHostResolver(), deadline: Duration = defaultDeadline,
        maximumAnswerBytes: Int = defaultMaximumAnswerBytes
    ) {
        self.destinations = destinations
        self.resolver = resolver
        self.deadline = deadline
        self.maximumAnswerBytes = maximumAnswerBytes
    }

    /// Sends `request` and returns the whole answer (an `HTTPURLResponse`, a redirect included).
    /// - Throws: `OutboundRequestError`: `refused` (nothing was sent), `deadlineExceeded`,
    ///   `answerTooLarge` or `unreachable`.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let deadline = deadline
        return try await withThrowingTaskGroup(of: (Data, URLResponse).self) { group in
            group.addTask { try await exchange(request) }
            group.addTask {
                try await Task.sleep(for: deadline)
                throw OutboundRequestError.deadlineExceeded(seconds: deadline / .seconds(1))
            }
            defer { group.cancelAll() }
            // The first to finish: the answer, its failure, or the deadline.
            return try await group.next()!
        }
    }

    /// Checks, resolves, checks again, and sends.
    private func exchange(_ request: URLRequest) async throws -> (Data, URLResponse) {
        guard let url = request.url, let host = url.host.map(Self.withoutBrackets) else { throw OutboundRequestError.refused("no URL with a host") }
        let text = url.absoluteString
        if let reason = destinations.refusalReason(url: text) { throw OutboundRequestError.refused(reason) }
        let addresses = try await resolver.addresses(of: host)
        for address in addresses {
            if let reason = destinations.refusalReason(connectingTo: address, host: host, for: text) {
                throw OutboundRequestError.refused("\(reason) (\(address))")
            }
        }
        guard let pinned = addresses.first else { throw OutboundRequestError.unreachable("\(host) has no address") }
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.dnsOverride = [host: pinned]
        configuration.decompression = .disabled
        // A refused connection is the answer (the outbox retries later), not a loop until the deadline.
        configuration.connectionPool.retryConnectionEstablishment = false
        return try await HTTPClient.withHTTPClient(configuration: configuration) { client in
            try await send(request, url: text, through: client)
        }
    }

    private func send(_ request: URLRequest, url: String, through client: HTTPClient) async throws -> (Data, URLResponse) {
        var outgoing = HTTPClientRequest(url: url)
        outgoing.method = HTTPMethod(rawValue: request.httpMethod ?? "GET")
        for (name, value) in request.allHTTPHeaderFields ?? [:] { outgoing.headers.add(name: name, value: value) }
        if let body = request.httpBody { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        let response: HTTPClientResponse
        do {
            response = try await client.execute(outgoing, timeout: .nanoseconds(Int64((deadline / .nanoseconds(1)).rounded())))
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout {
            throw OutboundRequestError.deadlineExceeded(seconds: deadline / .seconds(1))
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw OutboundRequestError.unreachable(String(describing: error))
        }
        let body: ByteBuffer
        do {
            body = try await response.body.collect(upTo: maximumAnswerBytes)
        } catch is NIOTooManyBytesError {
            throw OutboundRequestError.answerTooLarge(limit: maximumAnswerBytes)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw OutboundRequestError.unreachable(String(describing: error))
        }
        var headers: [String: String] = [:]
        for (name, value) in response.headers { headers[name] = headers[name].map { "\($0), \(value)" } ?? value }
        guard let answer = HTTPURLResponse(url: URL(string: url)!, statusCode: Int(response.status.code), httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw OutboundRequestError.unreachable("the answer cannot be read") }
        return (Data(body.readableBytesView), answer)
    }

    private static func withoutBrackets(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }
}
