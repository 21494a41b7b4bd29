import Entities

/// What the server says about Web Push: the key browsers subscribe with, and which endpoints a
/// subscription may name.
public struct PushPolicy: Sendable, Equatable {
    /// The server's VAPID public key in base64url (`applicationServerKey` for `pushManager.subscribe`).
    public var applicationServerKey: String
    /// Whether an endpoint of `http://127.0.0.1` is taken: only for the tests' push-service
    /// stand-in; every real push service is `https://`.
    public var allowsLoopbackHTTP: Bool
    /// The push services' hosts the operator allows (`--push-hosts`); empty: any public host.
    public var allowedHosts: HostAllowList

    /// A policy with `applicationServerKey`, taking `https://` endpoints on port 443 of public
    /// hosts among `allowedHosts` only, and `http://127.0.0.1` when `allowsLoopbackHTTP`.
    public init(applicationServerKey: String, allowsLoopbackHTTP: Bool = false, allowedHosts: HostAllowList = .any) {
        self.applicationServerKey = applicationServerKey
        self.allowsLoopbackHTTP = allowsLoopbackHTTP
        self.allowedHosts = allowedHosts
    }

    /// The most devices (subscriptions) one account may have.
    public static let maximumDevicesPerAccount = 10

    /// Where pushes may go, at subscription and again at connect time.
    public var destinations: DestinationRule {
        DestinationRule(reach: .publicInternet(allowedHosts: allowedHosts, loopbackHTTPForTests: allowsLoopbackHTTP))
    }

    /// The longest endpoint taken, in bytes: push services' are under 500.
    public static let maximumEndpointLength = 2048
    /// The longest device name kept, in characters.
    public static let maximumDeviceNameLength = 100

    /// Whether `endpoint` may receive pushes: a URL of at most `maximumEndpointLength` bytes,
    /// without spaces, that `destinations` takes (`https://` on port 443 to a public, allowed host).
    public func accepts(endpoint: String) -> Bool {
        refusal(endpoint: endpoint) == nil
    }

    /// What is wrong with `endpoint`: `malformed` when it is too long, holds spaces or is no
    /// `http(s)://` URL with a host; `refusedDestination` when `destinations` refuses it; nil
    /// when it may receive pushes.
    public func refusal(endpoint: String) -> ValidationIssue? {
        guard endpoint.utf8.count <= Self.maximumEndpointLength, !endpoint.contains(where: \.isWhitespace), WebAddress(endpoint) != nil
        else { return .malformed }
        return destinations.refusal(url: endpoint) == nil ? nil : .refusedDestination
    }
}

/// A container of the push policy, for the ViewModels that show the subscribe button.
public protocol HasPushPolicy {
    var pushPolicy: PushPolicy { get }
}
