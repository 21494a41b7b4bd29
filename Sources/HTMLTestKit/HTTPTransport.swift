/// How a `Browser` reaches the application: over a socket, or straight into a router in process.
public protocol HTTPTransport: Sendable {
    /// Sends one request and returns its response, without following redirects.
    func send(_ request: BrowserRequest) async throws -> BrowserResponse
}
