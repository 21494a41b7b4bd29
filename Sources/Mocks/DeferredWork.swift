import Synchronization

/// Work handed to `AccountMail.later`, kept until a test runs it (`finish()`), and the failures
/// it reported: a test says when the background catches up, instead of waiting for a task.
public final class DeferredWork: Sendable {
    private let pending = Mutex<[@Sendable () async -> Void]>([])
    private let reported = Mutex<[String]>([])

    /// Nothing deferred yet.
    public init() {}

    /// What `AccountMail.later` is given: keeps the work.
    public var later: @Sendable (@escaping @Sendable () async -> Void) -> Void {
        { [self] work in pending.withLock { $0.append(work) } }
    }

    /// What `AccountMail.reportFailure` is given: keeps the line.
    public var report: @Sendable (String) -> Void {
        { [self] line in reported.withLock { $0.append(line) } }
    }

    /// How many pieces of work wait.
    public var count: Int { pending.withLock { $0.count } }

    /// The failures reported so far.
    public var failures: [String] { reported.withLock { $0 } }

    /// Runs the work kept so far, in order.
    public func finish() async {
        let work = pending.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
        for piece in work { await piece() }
    }
}
