import Foundation
import Glibc
import Synchronization

/// A server on 127.0.0.1 (a free port) that reads each request's head and body, then answers
/// with `respond`, which writes to the connection as it likes (dripping, redirecting, too much);
/// counts the requests it read.
final class LoopbackServer: Sendable {
    let port: Int
    private let listener: Int32
    private let state = Mutex<Int>(0)

    /// Listens, and answers each connection on a thread of its own with `respond(send)`.
    init(respond: @escaping @Sendable (_ send: (String) -> Bool) -> Void) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        self.listener = listener
        let thread = Thread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                // The descriptor is closed here, not in `stop()`: closed there, its number could
                // go to another test's socket, which this loop would then accept from.
                if connection < 0 {
                    close(listener)
                    return
                }
                Thread.detachNewThread {
                    defer { close(connection) }
                    guard Self.readRequest(connection) else { return }
                    self.state.withLock { $0 += 1 }
                    respond { text in
                        let bytes = Array(text.utf8)
                        return bytes.isEmpty || send(connection, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count
                    }
                    Self.lingeringClose(connection)
                }
            }
        }
        thread.start()
    }

    /// How many requests were read.
    var requests: Int { state.withLock { $0 } }

    /// `http://127.0.0.1:PORT` and `path`.
    func url(_ path: String = "/") -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Stops listening: `accept` fails from now on, and the accepting thread closes the socket.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    /// Ends the answer and waits (at most 2 s) for the client to close: closing with bytes of
    /// the client's still unread would reset the connection and lose the answer's last bytes.
    private static func lingeringClose(_ connection: Int32) {
        shutdown(connection, Int32(SHUT_WR))
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 4096)
        while recv(connection, &buffer, buffer.count, 0) > 0 {}
    }

    /// Reads a head and the body its Content-Length announces; false when the peer left first.
    private static func readRequest(_ connection: Int32) -> Bool {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = received.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: received[..<end.lowerBound], as: UTF8.self).lowercased()
                let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if received.count - end.upperBound >= length { return true }
            }
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return false }
            received += buffer[..<count]
        }
    }
}
