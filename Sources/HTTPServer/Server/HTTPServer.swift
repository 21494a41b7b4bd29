import Glibc
import Logging
import Synchronization

/// An HTTP/1.1 server on non-blocking sockets and epoll, answering through an `HTTPResponder`.
///
/// One reactor thread waits on epoll; each connection is a Swift task that reads, decodes,
/// awaits the responder and writes, so handlers can await a database without blocking anything.
public final class HTTPServer: Sendable {
    /// The configuration the server was created with.
    public let configuration: Configuration
    let responder: any HTTPResponder
    let logger: Logger
    let reactor: Reactor
    let openConnections = ConnectionCount()
    /// The request bodies held across all connections (`Configuration.maxBufferedBodyBytes`).
    let bodyBudget: BodyBudget
    /// Requests begun since start, which tells the idle memory release that load has come and gone.
    let requestsStarted = Atomic<Int>(0)
    private let lifecycle = Mutex(Lifecycle())

    private struct Lifecycle {
        enum Phase { case created, running, stopping, stopped }
        var phase = Phase.created
        var listener: SocketHandle?
        /// The accept loop, which deregisters and closes the listener when it ends.
        var acceptor: Task<Void, Never>?
        /// The loop that gives memory back once the server has gone quiet (`idleMemoryRelease`).
        var memoryRelease: Task<Void, Never>?
        var port = 0
        var stopWaiters: [CheckedContinuation<Void, Never>] = []
    }

    /// Creates a server; nothing is bound until `start()`.
    /// - Throws: `ResponseEncoder.InvalidHeader` when one of `configuration.headers` could split a response.
    public init(configuration: Configuration = Configuration(), responder: some HTTPResponder, logger: Logger) throws {
        for field in configuration.headers where !ResponseEncoder.isValidName(field.name) || !ResponseEncoder.isValidValue(field.value) {
            throw ResponseEncoder.InvalidHeader(name: field.name)
        }
        self.configuration = configuration
        self.responder = responder
        self.logger = logger
        self.reactor = try Reactor()
        self.bodyBudget = BodyBudget(capacity: configuration.maxBufferedBodyBytes)
    }

    /// The bound port (useful with port 0); 0 before `start()`.
    public var port: Int { lifecycle.withLock { $0.port } }

    /// Whether shutdown has begun.
    public var isShuttingDown: Bool {
        lifecycle.withLock { $0.phase == .stopping || $0.phase == .stopped }
    }

    /// Binds, starts the reactor and begins accepting connections.
    public func start() throws {
        // A client that hangs up mid-sendfile must not kill the process (send uses MSG_NOSIGNAL).
        signal(SIGPIPE, SIG_IGN)
        let fileLimit = Socket.raiseOpenFileLimit()
        let (descriptor, port) = try Socket.listen(host: configuration.host, port: configuration.port, backlog: configuration.backlog)
        let listener = SocketHandle(descriptor: descriptor)
        do {
            try reactor.register(listener)
        } catch {
            close(descriptor)
            throw error
        }
        reactor.start()
        // Measured once everything the process keeps open is open: the database, the reactor,
        // the listener and whatever the app opened before starting the server.
        let held = Socket.openDescriptorCount(below: fileLimit)
        let capacity = Self.connectionCapacity(openFileLimit: fileLimit, descriptorsHeld: held)
        let acceptor = Task { await acceptConnections(on: listener, descriptorCapacity: capacity) }
        let memoryRelease = configuration.idleMemoryRelease.map { interval in
            Task { await releaseMemoryWhenIdle(checkingEvery: interval) }
        }
        lifecycle.withLock {
            $0.phase = .running
            $0.listener = listener
            $0.acceptor = acceptor
            $0.memoryRelease = memoryRelease
            $0.port = port
        }
        logger.info("listening on http://\(configuration.host):\(port)", metadata: [
            "open-file-limit": "\(fileLimit)", "descriptors-held": "\(held)",
            "connection-capacity": "\(min(capacity, configuration.maxConnections))",
        ])
    }

    /// Stops accepting, lets in-flight requests finish within the grace period, closes idle
    /// connections, then closes the rest; returns when the server has stopped.
    public func shutdown() async {
        let running: (listener: SocketHandle?, acceptor: Task<Void, Never>?)? = lifecycle.withLock { state in
            guard state.phase == .running else { return nil }
            state.phase = .stopping
            state.memoryRelease?.cancel()
            return (state.listener, state.acceptor)
        }
        guard let running else {
            await waitUntilStopped()
            return
        }
        logger.info("shutting down", metadata: ["open-connections": "\(openConnections.current)"])
        // Ends the accept loop's wait; once it has ended, the listener is closed and no
        // connection is registered any more.
        running.listener?.markClosed()
        openConnections.stopWaiting()
        await running.acceptor?.value
        reactor.beginDraining()
        let deadline = Monotonic.now() + Monotonic.nanoseconds(configuration.shutdownGracePeriod)
        await waitForConnections(until: deadline)
        let remaining = openConnections.current
        if remaining > 0 {
            logger.warning("closing connections still open after the grace period", metadata: ["count": "\(remaining)"])
            reactor.forceCloseAll()
            await waitForConnections(until: Monotonic.now() + 1_000_000_000)
        }
        await reactor.stop()
        let waiters = lifecycle.withLock { state in
            state.phase = .stopped
            defer { state.stopWaiters = [] }
            return state.stopWaiters
        }
        for waiter in waiters { waiter.resume() }
        logger.info("stopped")
    }

    /// Returns once the server has stopped (after `shutdown()`).
    public func waitUntilStopped() async {
        await withCheckedContinuation { continuation in
            let stopped = lifecycle.withLock { state in
                if state.phase == .stopped { return true }
                state.stopWaiters.append(continuation)
                return false
            }
            if stopped { continuation.resume() }
        }
    }

    private func waitForConnections(until deadline: UInt64) async {
        while openConnections.current > 0 && Monotonic.now() < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// How many connections the descriptors left after those held at start allow. The process
    /// must never actually run out: on Linux, libdispatch's thread-pool monitor opens
    /// `/proc/<tid>/stat` and kills the process with SIGILL when that fails. So a reserve is kept
    /// for what opens later — database readers opened on demand, SQLite's temporary files,
    /// libdispatch's monitor — and each connection counts twice, for its socket and for the file
    /// it may be sending. At least one connection is served: below that, accepting simply waits.
    static func connectionCapacity(openFileLimit: Int, descriptorsHeld: Int) -> Int {
        let reserve = max(12, openFileLimit / 16)
        return max(1, (openFileLimit - descriptorsHeld - reserve) / 2)
    }

    /// Gives free memory back (`Configuration.releaseFreeMemory`) once after each spell of
    /// requests, when a whole `interval` has passed without one starting; until cancelled.
    ///
    /// glibc keeps what a busy spell freed (up to `AllocatorTuning.trimThreshold` at the top of
    /// each heap, and whatever lies between blocks still in use), so without this the memory that
    /// many large requests took stays with the process after they are gone.
    private func releaseMemoryWhenIdle(checkingEvery interval: Duration) async {
        var seen = requestsStarted.load(ordering: .relaxed)
        var busySinceRelease = false
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            let started = requestsStarted.load(ordering: .relaxed)
            if started != seen {
                seen = started
                busySinceRelease = true
            } else if busySinceRelease && !Task.isCancelled {
                busySinceRelease = false
                configuration.releaseFreeMemory()
            }
        }
    }

    /// The body limit for a request whose head has been read.
    func bodyLimit(for request: HTTPRequest) -> Int {
        responder.bodyLimit(for: request) ?? configuration.limits.maxBodySize
    }
}
