/// What the server says about Web Push: the key browsers subscribe with, and which endpoints a
/// subscription may name.
public struct PushPolicy: Sendable, Equatable {
    /// The server's VAPID public key in base64url (`applicationServerKey` for `pushManager.subscribe`).
    public var applicationServerKey: String
    /// Whether an endpoint of `http://127.0.0.1` is taken: only for the tests' push-service
    /// stand-in; every real push service is `https://`.
    public var allowsLoopbackHTTP: Bool

    /// A policy with `applicationServerKey`, taking `https://` endpoints only unless `allowsLoopbackHTTP`.
    public init(applicationServerKey: String, allowsLoopbackHTTP: Bool = false) {
        self.applicationServerKey = applicationServerKey
        self.allowsLoopbackHTTP = allowsLoopbackHTTP
    }

    /// The longest endpoint taken, in bytes: push services' are under 500.
    public static let maximumEndpointLength = 2048
    /// The longest device name kept, in characters.
    public static let maximumDeviceNameLength = 100

    /// Whether `endpoint` may receive pushes: an absolute `https://` URL with a host of at most
    /// `maximumEndpointLength` bytes (or `http://127.0.0.1…` when allowed).
    public func accepts(endpoint: String) -> Bool {
        guard endpoint.utf8.count <= Self.maximumEndpointLength, !endpoint.contains(where: \.isWhitespace) else { return false }
        if endpoint.hasPrefix("https://") { return endpoint.count > "https://".count && !endpoint.dropFirst(8).hasPrefix("/") }
        return allowsLoopbackHTTP && (endpoint.hasPrefix("http://127.0.0.1:") || endpoint.hasPrefix("http://127.0.0.1/"))
    }
}

/// A container of the push policy, for the ViewModels that show the subscribe button.
public protocol HasPushPolicy {
    var pushPolicy: PushPolicy { get }
}
