import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What sends an HTTP request and hands back the answer: `URLSession` in the app, a scripted
/// `MockNetworkSession` (in Mocks) in tests.
public protocol NetworkSession: Sendable {
    /// Sends `request`; returns the response's body and head once the whole body has arrived.
    /// - Throws: what the transport met (`URLError` for `URLSession`: a timeout, a refused connection, …).
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: NetworkSession {
    /// `data(for:delegate:)` without a delegate: the protocol's requirement cannot have the default argument.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }
}
