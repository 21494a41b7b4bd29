import Glibc
import Logging

extension HTTPServer {
    /// Accepts until shutdown, then deregisters and closes the listener. Near the descriptor
    /// limit accepting waits until a connection ends; when accept fails for lack of resources
    /// (EMFILE, ENFILE, ENOBUFS) it pauses briefly. Either way it does not spin: the pending
    /// connections wait in the kernel's backlog and are taken once descriptors free up.
    func acceptConnections(on listener: SocketHandle, descriptorCapacity: Int) async {
        defer {
            // In this order: the number stays the listener's until the reactor has forgotten it.
            reactor.deregister(listener)
            close(listener.descriptor)
        }
        var lastResourceWarning: UInt64 = 0
        while !isShuttingDown {
            if openConnections.current >= descriptorCapacity {
                let now = Monotonic.now()
                if now - lastResourceWarning > 1_000_000_000 {
                    lastResourceWarning = now
                    logger.warning("descriptor limit near; pausing accept", metadata: ["capacity": "\(descriptorCapacity)"])
                }
                // Until a connection ends (or shutdown begins): no polling while clients wait.
                await openConnections.waitUntilBelow(descriptorCapacity)
                continue
            }
            if let descriptor = Socket.accept(listener.descriptor) {
                admit(descriptor)
                continue
            }
            let code = errno
            switch code {
            case EAGAIN, EWOULDBLOCK:
                do {
                    try await listener.wait(for: .read, deadline: .max, isIdle: true)
                } catch {
                    return
                }
            case EINTR, ECONNABORTED, EPROTO:
                continue
            default:
                let now = Monotonic.now()
                if now - lastResourceWarning > 1_000_000_000 {
                    lastResourceWarning = now
                    logger.warning("accept failed; pausing", metadata: ["error": "\(SocketError("accept", code: code))"])
                }
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    private func admit(_ descriptor: Int32) {
        let handle = SocketHandle(descriptor: descriptor)
        let admitted = openConnections.add() <= configuration.maxConnections
        do {
            try reactor.register(handle)
        } catch {
            logger.warning("could not register a connection", metadata: ["error": "\(error)"])
            openConnections.remove()
            close(descriptor)
            return
        }
        Task {
            if admitted {
                var connection = HTTPConnection(handle: handle, server: self)
                await connection.run()
            } else {
                await rejectOverCapacity(handle)
            }
            reactor.deregister(handle)
            close(descriptor)
            openConnections.remove()
        }
    }

    /// Answers a connection beyond the cap with `503` once its request arrives (within a second),
    /// so that clients already connected keep being served.
    private func rejectOverCapacity(_ handle: SocketHandle) async {
        logger.warning("connection limit reached; answering 503", metadata: ["limit": "\(configuration.maxConnections)"])
        var scratch = [UInt8](repeating: 0, count: 4096)
        let deadline = Monotonic.now() + 1_000_000_000
        while recv(handle.descriptor, &scratch, scratch.count, 0) < 0 && errno == EAGAIN {
            do { try await handle.wait(for: .read, deadline: deadline) } catch { break }
        }
        let writer = SocketWriter(handle: handle, timeout: 1_000_000_000)
        let response = HTTPResponse.text("503 Service Unavailable: too many connections\n", status: .serviceUnavailable)
        try? await writer.write(ResponseEncoder.encodeSimple(response, defaults: configuration.headers))
        Glibc.shutdown(handle.descriptor, Int32(SHUT_WR))
    }
}
