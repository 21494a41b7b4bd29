import Foundation
import Synchronization

/// Where imports read and check their files: one file at a time, on a thread of its own.
///
/// Reading a file is CPU work with nothing to wait for (a megabyte of calendar takes a core for
/// a good part of a second in a debug build). Run in the request's task it would hold a thread of
/// the cooperative pool that serves every request — two threads on a two-core server — so two
/// uploads at once left none for `/healthz`. Here every import waits its turn without holding a
/// thread (its task is suspended), and the one reading runs on a thread this queue starts, which
/// ends when no import waits. The app shares one queue among everyone's imports.
public final class ImportQueue: Sendable {
    /// The imports waiting for the reader, oldest first, and whether its thread runs.
    private struct State {
        var running = false
        var waiting: [@Sendable () -> Void] = []
    }

    private let state = Mutex(State())

    /// A queue with no import waiting.
    public init() {}

    /// `work`'s answer, run on the queue's thread once every import queued before it is done.
    func run<T: Sendable>(_ work: @escaping @Sendable () throws(DomainError) -> T) async throws(DomainError) -> T {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, DomainError>, Never>) in
            let job: @Sendable () -> Void = { continuation.resume(returning: Result { () throws(DomainError) -> T in try work() }) }
            let startsThread = state.withLock { current in
                current.waiting.append(job)
                defer { current.running = true }
                return !current.running
            }
            if startsThread { startThread() }
        }
        return try result.get()
    }

    /// Starts the thread that runs the waiting imports one after the other and ends when none is left.
    private func startThread() {
        let thread = Thread { [self] in
            while let job = nextJob() { job() }
        }
        thread.name = "reminders-import"
        // Debug builds take large frames; the default secondary thread's stack is small.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The oldest waiting import, taken off the queue; nil (and the thread no longer running) when none waits.
    private func nextJob() -> (@Sendable () -> Void)? {
        state.withLock { current in
            guard !current.waiting.isEmpty else {
                current.running = false
                return nil
            }
            return current.waiting.removeFirst()
        }
    }
}
