import Domain
import Entities
import Foundation

extension PushPolicy {
    /// A policy with a made-up application server key (65 bytes, not a key anyone holds).
    public static let fixture = PushPolicy(applicationServerKey: Base64URL.encode([0x04] + [UInt8](repeating: 0x2A, count: 64)))
}

extension PushSubscription {
    /// A subscription with keys of the right shape (not a real browser's).
    public static func fixture(
        id: ID = 1, userID: User.ID = 1, endpoint: String = "https://push.example/send/abc", deviceName: String = "Firefox on Linux",
        createdAt: Date = fixtureDate, failingSince: Date? = nil, disabledAt: Date? = nil
    ) -> PushSubscription {
        PushSubscription(
            id: id, userID: userID, endpoint: endpoint, p256dh: pushKeyFixture, auth: pushAuthFixture, deviceName: deviceName, createdAt: createdAt,
            failingSince: failingSince, disabledAt: disabledAt
        )
    }
}

/// A browser's public key of the right shape: 65 bytes starting 0x04.
public let pushKeyFixture = Data([0x04] + [UInt8](repeating: 0x11, count: 64))
/// A browser's authentication secret of the right shape: 16 bytes.
public let pushAuthFixture = Data(repeating: 0x22, count: 16)
