import CHTTPSystem
import Foundation
import Glibc
import Synchronization

/// One thread running `epoll_wait`, turning readiness into resumed continuations and checking
/// deadlines a few times a second. Sockets are served by Swift tasks, never by this thread.
///
/// Its two descriptors stay open until the reactor itself goes, not just until its thread ends:
/// a number given back to the kernel is handed to the next descriptor anyone in the process
/// opens (another server's epoll set, or libdispatch's, which takes each event's data for a
/// pointer), and a late `register` or `deregister` on it would change that one.
final class Reactor: Sendable {
    /// The epoll set; open for the reactor's whole life.
    let epollDescriptor: Int32
    /// The eventfd that wakes the thread; open for the reactor's whole life.
    let wakeDescriptor: Int32
    /// The registered sockets by descriptor; `nil` once the thread has stopped and takes no more.
    private let handles = Mutex<[Int32: SocketHandle]?>([:])
    private let flags = Mutex<(stopping: Bool, draining: Bool)>((false, false))
    private let finished = Mutex<[CheckedContinuation<Void, Never>]?>([])
    private static let sweepInterval: UInt64 = 100_000_000

    init() throws {
        let epoll = chttp_epoll_create()
        guard epoll >= 0 else { throw SocketError("epoll_create1") }
        let wake = chttp_eventfd()
        guard wake >= 0 else {
            let error = SocketError("eventfd")
            close(epoll)
            throw error
        }
        epollDescriptor = epoll
        wakeDescriptor = wake
        chttp_epoll_add_level_readable(epoll, wake)
    }

    deinit {
        close(wakeDescriptor)
        close(epollDescriptor)
    }

    /// Starts the reactor thread.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "http-reactor"
        thread.start()
    }

    /// Registers a socket edge-triggered for reading, writing and hang-ups.
    /// - Throws: `SocketError` once the reactor has stopped, or when epoll refuses the socket.
    func register(_ handle: SocketHandle) throws {
        try handles.withLock { table throws(SocketError) in
            guard table != nil else { throw SocketError("register with a stopped reactor", code: ESHUTDOWN) }
            table?[handle.descriptor] = handle
        }
        guard chttp_epoll_add(epollDescriptor, handle.descriptor) == 0 else {
            let error = SocketError("epoll_ctl")
            handles.withLock { _ = $0?.removeValue(forKey: handle.descriptor) }
            throw error
        }
    }

    /// Removes a socket before it is closed; any waiter fails with `closed`.
    func deregister(_ handle: SocketHandle) {
        chttp_epoll_remove(epollDescriptor, handle.descriptor)
        handles.withLock { table in
            if table?[handle.descriptor] === handle { table?.removeValue(forKey: handle.descriptor) }
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
        let all = handles.withLock { table in
            let all = table.map { Array($0.values) } ?? []
            // Under the lock: a socket is closed only after `deregister`, so each number is still its own.
            for handle in all { shutdown(handle.descriptor, Int32(SHUT_RDWR)) }
            return all
        }
        for handle in all { handle.markClosed() }
    }

    /// Stops the thread and waits until it has exited. Sockets still registered are marked
    /// closed, so that no task waits on them for ever, and later registrations fail.
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
                        if let handle = table?[descriptors[index]] { ready.append((handle, readiness[index])) }
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
                let all = handles.withLock { table in table.map { Array($0.values) } ?? [] }
                for handle in all { handle.expire(now: now, draining: draining) }
            }
        }
        let orphans = handles.withLock { table in
            defer { table = nil }
            return table.map { Array($0.values) } ?? []
        }
        for handle in orphans { handle.markClosed() }
        let waiters = finished.withLock { waiters in
            defer { waiters = nil }
            return waiters ?? []
        }
        for waiter in waiters { waiter.resume() }
    }
}
