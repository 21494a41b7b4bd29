import Foundation

/// How long a message waits after a failed attempt before the next one: `initialDelay` after the
/// first, doubling after each further one, never more than `maximumDelay`. Feedback's delivery
/// never gives up: an endpoint down for a day gets the feedback once it is back, within
/// `maximumDelay`. The outbox's gives up on a message a day old (`AlertPolicy.dropAfter`).
public struct RetryBackoff: Sendable, Equatable {
    /// The wait after the first failed attempt.
    public var initialDelay: TimeInterval
    /// The longest wait.
    public var maximumDelay: TimeInterval

    /// 30 seconds, doubling up to an hour by default: a short outage costs half a minute, and a
    /// long one an attempt an hour.
    public init(initialDelay: TimeInterval = 30, maximumDelay: TimeInterval = 60 * 60) {
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
    }

    /// The wait after `attempts` attempts have failed (1 for the first).
    public func delay(afterAttempts attempts: Int) -> TimeInterval {
        // Past 2^32 the product is far beyond any maximum; the clamp keeps `pow` finite.
        let doublings = Double(min(max(attempts - 1, 0), 32))
        return min(initialDelay * pow(2, doublings), maximumDelay)
    }
}
