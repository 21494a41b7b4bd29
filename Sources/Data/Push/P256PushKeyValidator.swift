import Crypto
import Domain
import Foundation

/// Checks a browser's key with swift-crypto: an uncompressed point of P-256.
public struct P256PushKeyValidator: PushKeyValidator {
    /// A validator.
    public init() {}

    public func isPublicKey(_ p256dh: Data) -> Bool {
        (try? WebPushEncryption.publicKey(p256dh)) != nil
    }
}
