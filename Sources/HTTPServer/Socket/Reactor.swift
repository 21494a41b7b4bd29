import CHTTPSystem
import Foundation
import Glibc
import Synchronization

/// One thread running `epoll_wait`, turning readiness into resumed continuations and checking
/// deadlines a few times a second. Sockets are served by Swift tasks, never by this thread.
final class Reactor: Sendable {
    private let epollDescriptor: Int32
    private let wakeDescriptor: Int32
    private let handles = Mutex<[Int32: SocketHandle]>([:])
    private let flags = Mutex<(stopping: Bool, draining: Bool)>((false, false))
    private let finished = Mutex<[CheckedContinuation<Void, Never>]?>([])
    private static let sweepInterval: UInt64 = 100_000_000

    init() throws {
        epollDescriptor = chttp_epoll_create()
        guard epollDescriptor >= 0 else { throw SocketError("epoll_create1") }
        wakeDescriptor = chttp_eventfd()
        guard wakeDescriptor >= 0 else {
            close(epollDescriptor)
            throw SocketError("eventfd")
        }
        chttp_epoll_add_level_readable(epollDescriptor, wakeDescriptor)
    }

    /// Starts the reactor thread.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "http-reactor"
        thread.start()
    }

    /// Registers a socket edge-triggered for reading, writing and hang-ups.
    func register(_ handle: SocketHandle) throws {
        handles.withLock { $0[handle.descriptor] = handle }
        guard chttp_epoll_add(epollDescriptor, handle.descriptor) == 0 else {
            let error = SocketError("epoll_ctl")
            handles.withLock { _ = $0.removeValue(forKey: handle.descriptor) }
            throw error
        }
    }

    /// Removes a socket before it is closed; any waiter fails with `closed`.
    func deregister(_ handle: SocketHandle) {
        chttp_epoll_remove(epollDescriptor, handle.descriptor)
        handles.withLock { table in
            if table[handle.descriptor] === handle { table.removeValue(forKey: handle.descriptor) }
        }
        handle.markClosed()
    }

    /// From now on, idle waiters are ended with `shuttingDown`.
    func beginDraining() {
        flags.withLock { $0.draining = true }
        wake()
    }

    /// Closes every registered socket's waits and shuts the sockets down, for the end of a grace period.
    func forceCloseAll() {
        let all = handles.withLock { Array($0.values) }
        for handle in all {
            shutdown(handle.descriptor, Int32(SHUT_RDWR))
            handle.markClosed()
        }
    }

    /// Stops the thread and waits until it has exited.
    func stop() async {
        flags.withLock { $0.stopping = true }
        wake()
        await withCheckedContinuation { continuation in
            let alreadyFinished = finished.withLock { waiters -> Bool in
                guard waiters != nil else { return true }
                waiters?.append(continuation)
                return false
            }
            if alreadyFinished { continuation.resume() }
        }
    }

    private func wake() {
        var one: UInt64 = 1
        _ = write(wakeDescriptor, &one, 8)
    }

    private func run() {
        let capacity = 512
        var descriptors = [Int32](repeating: 0, count: capacity)
        var readiness = [UInt32](repeating: 0, count: capacity)
        var ready: [(SocketHandle, UInt32)] = []
        ready.reserveCapacity(capacity)
        var lastSweep = Monotonic.now()
        var sweptWhileDraining = false
        while true {
            let count = Int(chttp_epoll_wait(epollDescriptor, &descriptors, &readiness, Int32(capacity), 50))
            let (stopping, draining) = flags.withLock { ($0.stopping, $0.draining) }
            if stopping { break }
            if count > 0 {
                handles.withLock { table in
                    for index in 0..<count where descriptors[index] != wakeDescriptor {
                        if let handle = table[descriptors[index]] { ready.append((handle, readiness[index])) }
                    }
                }
                for (handle, bits) in ready {
                    let hungUp = bits & UInt32(CHTTP_HANGUP) != 0
                    handle.signal(
                        readable: hungUp || bits & UInt32(CHTTP_READABLE) != 0,
                        writable: hungUp || bits & UInt32(CHTTP_WRITABLE) != 0
                    )
                }
                ready.removeAll(keepingCapacity: true)
                var drain: UInt64 = 0
                _ = read(wakeDescriptor, &drain, 8)
            }
            let now = Monotonic.now()
            if now - lastSweep >= Self.sweepInterval || (draining && !sweptWhileDraining) {
                lastSweep = now
                sweptWhileDraining = draining
                let all = handles.withLock { Array($0.values) }
                for handle in all { handle.expire(now: now, draining: draining) }
            }
        }
        close(wakeDescriptor)
        close(epollDescriptor)
        let waiters = finished.withLock { waiters in
            defer { waiters = nil }
            return waiters ?? []
        }
        for waiter in waiters { waiter.resume() }
    }
}
