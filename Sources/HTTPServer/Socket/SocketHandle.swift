import Glibc
import Synchronization

/// A non-blocking socket registered with the reactor, whose readiness a task can await.
///
/// The reactor registers sockets edge-triggered, so it records each edge in a flag; a task that
/// finds the socket not ready parks a continuation, and the next edge (or its deadline, or
/// shutdown) resumes it.
final class SocketHandle: Sendable {
    enum Interest { case read, write }

    private struct Waiter {
        let continuation: UnsafeContinuation<Void, any Error>
        let interest: Interest
        let deadline: UInt64
        let isIdle: Bool
    }

    private struct State {
        var readable = false
        var writable = false
        var closed = false
        var waiter: Waiter?
    }

    let descriptor: Int32
    private let state = Mutex(State())

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Suspends until the socket is ready for `interest`.
    /// - Parameters:
    ///   - deadline: monotonic nanoseconds after which the wait fails with `timedOut`.
    ///   - isIdle: whether the connection has nothing in flight, so shutdown may end the wait.
    func wait(for interest: Interest, deadline: UInt64, isIdle: Bool = false) async throws {
        try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
            let immediate: Result<Void, any Error>? = state.withLock { state in
                if state.closed { return .failure(SocketWaitError.closed) }
                switch interest {
                case .read where state.readable:
                    state.readable = false
                    return .success(())
                case .write where state.writable:
                    state.writable = false
                    return .success(())
                default:
                    state.waiter = Waiter(continuation: continuation, interest: interest, deadline: deadline, isIdle: isIdle)
                    return nil
                }
            }
            if let immediate { continuation.resume(with: immediate) }
        }
    }

    /// Whether a task is parked waiting for the socket (for tests that must act once it is).
    var isWaiting: Bool { state.withLock { $0.waiter != nil } }

    /// Records readiness reported by epoll and wakes a waiter it satisfies.
    func signal(readable: Bool, writable: Bool) {
        let woken: UnsafeContinuation<Void, any Error>? = state.withLock { state in
            if readable { state.readable = true }
            if writable { state.writable = true }
            guard let waiter = state.waiter else { return nil }
            switch waiter.interest {
            case .read where state.readable: state.readable = false
            case .write where state.writable: state.writable = false
            default: return nil
            }
            state.waiter = nil
            return waiter.continuation
        }
        woken?.resume()
    }

    /// Fails a waiter whose deadline has passed, or an idle one while the server drains.
    func expire(now: UInt64, draining: Bool) {
        let failed: (UnsafeContinuation<Void, any Error>, SocketWaitError)? = state.withLock { state in
            guard let waiter = state.waiter else { return nil }
            if waiter.deadline <= now {
                state.waiter = nil
                return (waiter.continuation, .timedOut)
            }
            if draining && waiter.isIdle {
                state.waiter = nil
                return (waiter.continuation, .shuttingDown)
            }
            return nil
        }
        if let (continuation, error) = failed { continuation.resume(throwing: error) }
    }

    /// Marks the socket closed: any waiter and every later wait fail with `closed`.
    func markClosed() {
        let waiter = state.withLock { state in
            state.closed = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.continuation.resume(throwing: SocketWaitError.closed)
    }
}
