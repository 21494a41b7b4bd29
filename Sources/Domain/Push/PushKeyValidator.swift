import Foundation

/// Tells whether a browser's key is a P-256 public key: the curve arithmetic lives with the
/// encryption, in Data (`P256PushKeyValidator`).
public protocol PushKeyValidator: Sendable {
    /// Whether `p256dh` is an uncompressed point of P-256 (65 bytes, starting 0x04, on the curve).
    func isPublicKey(_ p256dh: Data) -> Bool
}
