import Foundation
import Glibc

/// A socket listening on a free port of 127.0.0.1, for the stand-ins the end-to-end tests talk
/// to (the SMTP sink, the slow push services): once `start(serving:)` is called, one thread
/// accepts, and each connection is handed to `serve` on a thread of its own, and closed when
/// `serve` returns.
final class LoopbackListener: @unchecked Sendable {
    /// Why no socket could be had.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The port it listens on.
    let port: UInt16
    private let descriptor: Int32
    private let lock = NSLock()
    private var stopped = false

    /// Listens, with room for `backlog` connections not yet accepted.
    init(backlog: Int32) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, backlog) == 0 else {
            close(descriptor)
            throw Failure("bind/listen: \(String(cString: strerror(errno)))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        self.descriptor = descriptor
    }

    /// Accepts connections until `stop()`, each served by `serve` on a thread of its own.
    func start(serving serve: @escaping @Sendable (Int32) -> Void) {
        Thread { [descriptor] in
            while true {
                let connection = accept(descriptor, nil, nil)
                if connection < 0 {
                    if errno == EINTR { continue }
                    return
                }
                Thread {
                    defer { close(connection) }
                    serve(connection)
                }.start()
            }
        }.start()
    }

    /// Whether `stop()` was called: a connection that goes on for long checks it.
    var isStopped: Bool { lock.withLock { stopped } }

    /// Stops listening; connections in progress go on until they see `isStopped` or end.
    func stop() {
        lock.withLock { stopped = true }
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }
}
