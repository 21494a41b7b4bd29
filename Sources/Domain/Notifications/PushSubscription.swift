import Entities
import Foundation

/// One browser's Web Push subscription (RFC 8030): where to post, and the keys to encrypt for
/// it (RFC 8291). A person has one per device they switched push alerts on in.
public struct PushSubscription: Sendable, Equatable, Identifiable, Codable {
    /// The storage's identifier.
    public typealias ID = Int64

    public let id: ID
    public var userID: User.ID
    /// The push service's URL for this subscription (`https://…`); unique.
    public var endpoint: String
    /// The browser's P-256 public key, uncompressed (65 bytes).
    public var p256dh: Data
    /// The browser's authentication secret (16 bytes).
    public var auth: Data
    /// What the person sees in Settings to tell devices apart (the browser and system, from its
    /// user agent).
    public var deviceName: String
    public var createdAt: Date
    /// Since when every attempt to reach it has failed; nil while it works.
    public var failingSince: Date?
    /// When it was disabled, after failing for `AlertPolicy.disableDeviceAfter`: nothing is sent
    /// to it any more until the browser subscribes again. Nil while it is enabled.
    public var disabledAt: Date?

    /// Creates a subscription.
    public init(
        id: ID, userID: User.ID, endpoint: String, p256dh: Data, auth: Data, deviceName: String, createdAt: Date,
        failingSince: Date? = nil, disabledAt: Date? = nil
    ) {
        self.id = id
        self.userID = userID
        self.endpoint = endpoint
        self.p256dh = p256dh
        self.auth = auth
        self.deviceName = deviceName
        self.createdAt = createdAt
        self.failingSince = failingSince
        self.disabledAt = disabledAt
    }
}
