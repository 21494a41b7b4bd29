import Foundation
import HTTPServer

/// Writes the failures that pages only call "unavailable" — a storage error, a handler's
/// unexpected error — with their cause, without flooding the log: each distinct cause is written
/// the first time with the request it broke, then at most once per `interval`, saying how often
/// it happened in between. A full disk under load is then a line a minute, not one per request.
final class FailureLog: @unchecked Sendable {
    /// The most causes remembered at once; beyond it, those quiet for an interval are forgotten.
    static let capacity = 100

    private struct Entry {
        var writtenAt: ContinuousClock.Instant
        var repeats = 0
    }

    private let write: @Sendable (String) -> Void
    private let interval: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// A log that hands its lines to `write`.
    init(interval: Duration = .seconds(60), now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }, write: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.interval = interval
        self.now = now
    }

    /// Records that `what` failed with `cause` while serving `request`.
    func report(_ what: String, cause: String, serving request: HTTPRequest) {
        let time = now()
        let repeats: Int? = lock.withLock {
            if var entry = entries[cause], time - entry.writtenAt < interval {
                entry.repeats += 1
                entries[cause] = entry
                return nil
            }
            let repeats = entries[cause]?.repeats ?? 0
            if entries.count >= Self.capacity && entries[cause] == nil {
                entries = entries.filter { time - $0.value.writtenAt < interval }
                if entries.count >= Self.capacity { entries.removeAll() }
            }
            entries[cause] = Entry(writtenAt: time)
            return repeats
        }
        guard let repeats else { return }
        let since = repeats > 0 ? " (\(repeats) more time\(repeats == 1 ? "" : "s") since the last line about it)" : ""
        write("\(what) while serving \(request.method) \(request.path): \(cause)\(since)")
    }
}
