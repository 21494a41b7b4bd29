import Synchronization
import Testing

/// A one-shot event a test waits on, fired by the code under test (a handler saying its request
/// has arrived, a signal handler saying it ran) — instead of a sleep that guesses how long that takes.
final class Signal: Sendable {
    private struct State {
        var fired = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Fires the event: every waiter, present and future, goes on.
    func fire() {
        let waiters = state.withLock { state in
            state.fired = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the event has fired.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let firedAlready = state.withLock { state in
                if !state.fired { state.waiters.append(continuation) }
                return state.fired
            }
            if firedAlready { continuation.resume() }
        }
    }
}

/// Waits until `condition` holds, looking again each millisecond, for at most `timeout`; records
/// an issue when it never does. For state the code under test exposes but does not announce.
func until(
    _ condition: () -> Bool, timeout: Duration = .seconds(10), _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record(comment, sourceLocation: sourceLocation)
            return
        }
        try? await Task.sleep(for: .milliseconds(1))
    }
}
