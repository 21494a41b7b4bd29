import Synchronization

/// A value shared with the closures a test hands out (stubs, reports), behind a lock.
final class Shared<Value: Sendable>: Sendable {
    private let value: Mutex<Value>

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    /// The value now.
    var current: Value { value.withLock { $0 } }

    /// Runs `body` on the value, holding the lock.
    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        value.withLock { body(&$0) }
    }
}
