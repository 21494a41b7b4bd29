import Synchronization

/// A one-shot event a test waits on, fired by the code under test (a handler saying its request
/// has arrived, a signal handler saying it ran) — instead of a sleep that guesses how long that takes.
public final class Signal: Sendable {
    private struct State {
        var fired = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// An event not fired yet.
    public init() {}

    /// Fires the event: every waiter, present and future, goes on.
    public func fire() {
        let waiters = state.withLock { state in
            state.fired = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the event has fired.
    public func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let firedAlready = state.withLock { state in
                if !state.fired { state.waiters.append(continuation) }
                return state.fired
            }
            if firedAlready { continuation.resume() }
        }
    }
}
