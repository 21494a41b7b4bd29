import Domain
import Foundation

/// A `PushKeyValidator` without curve arithmetic: a key is a point when it is 65 bytes starting
/// 0x04 and not in `offCurve`.
public struct FakePushKeyValidator: PushKeyValidator {
    /// Keys of the right shape to call no point.
    public var offCurve: Set<Data>

    /// A validator refusing `offCurve` besides every key of the wrong shape.
    public init(offCurve: Set<Data> = []) {
        self.offCurve = offCurve
    }

    public func isPublicKey(_ p256dh: Data) -> Bool {
        p256dh.count == 65 && p256dh.first == 0x04 && !offCurve.contains(p256dh)
    }
}
