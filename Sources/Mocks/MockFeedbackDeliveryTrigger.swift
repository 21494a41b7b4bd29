import Domain
import Synchronization

/// A `FeedbackDeliveryTrigger` that counts its wakes and delivers nothing.
public final class MockFeedbackDeliveryTrigger: FeedbackDeliveryTrigger {
    private let count = Atomic<Int>(0)

    /// A trigger not woken yet.
    public init() {}

    /// How many times `wake()` was called.
    public var wakeCount: Int { count.load(ordering: .relaxed) }

    /// Counts the wake.
    public func wake() {
        count.add(1, ordering: .relaxed)
    }
}
