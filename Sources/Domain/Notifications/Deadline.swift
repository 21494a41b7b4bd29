/// A wall-clock limit on work that may not honour cancellation (a transport stuck reading a
/// drip): the work runs in a task of its own, raced against a timer, and the caller goes on at
/// the limit whatever the work does; the work is then cancelled and left to end on its own.
enum Deadline {
    /// `work`'s result; nil when `limit` passes first, or when the caller is cancelled.
    static func race<T: Sendable>(_ limit: Duration, _ work: @escaping @Sendable () async -> T) async -> T? {
        let (results, result) = AsyncStream<T?>.makeStream(bufferingPolicy: .bufferingOldest(1))
        let worker = Task { result.yield(await work()) }
        let timer = Task {
            try? await Task.sleep(for: limit)
            result.yield(nil)
        }
        defer {
            worker.cancel()
            timer.cancel()
            result.finish()
        }
        // Ends without a value when the caller is cancelled.
        for await first in results { return first }
        return nil
    }
}
