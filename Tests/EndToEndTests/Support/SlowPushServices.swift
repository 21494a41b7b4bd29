import Foundation
import Glibc

/// Push services that hold their callers, on plain sockets on a free port of 127.0.0.1: a post
/// to `/drip/…` is answered with headers at once, then one byte of body every 3 seconds, never
/// finishing (an idle timeout never fires); a post to `/slow/…` is answered 201 after 8 seconds.
/// One thread accepts, one per connection answers; `stop()` ends them all.
final class SlowPushServices: @unchecked Sendable {
    /// The port it listens on.
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var requests: [(path: String, at: Date)] = []
    private var stopped = false

    /// Starts listening; throws when no socket can be had.
    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw SMTPSink.SinkError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 32) == 0 else { throw SMTPSink.SinkError("bind/listen: \(String(cString: strerror(errno)))") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
        Thread { [self] in acceptLoop() }.start()
    }

    /// The paths posted to, with when each request arrived, in order.
    var received: [(path: String, at: Date)] { lock.withLock { requests } }

    /// Stops listening, and every drip.
    func stop() {
        lock.withLock { stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            Thread { [self] in answer(on: connection) }.start()
        }
    }

    private func answer(on connection: Int32) {
        defer { close(connection) }
        guard let path = readRequestPath(connection) else { return }
        lock.withLock { requests.append((path, Date())) }
        if path.hasPrefix("/slow/") {
            Thread.sleep(forTimeInterval: 8)
            write(connection, "HTTP/1.1 201 Created\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            return
        }
        guard write(connection, "HTTP/1.1 201 Created\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n") else { return }
        // At most ten minutes of drip, a byte every 3 s.
        for _ in 0..<200 where !isStopped {
            Thread.sleep(forTimeInterval: 3)
            guard write(connection, "x") else { return }
        }
    }

    /// Reads the request's head and body; its path, or nil when the connection ends first.
    private func readRequestPath(_ connection: Int32) -> String? {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            data += buffer[0..<count]
            let text = String(decoding: data, as: UTF8.self)
            guard let headEnd = text.range(of: "\r\n\r\n") else { continue }
            let head = text[..<headEnd.lowerBound]
            let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            if data.count - text.utf8.distance(from: text.startIndex, to: headEnd.upperBound) < length { continue }
            return head.split(separator: " ").dropFirst().first.map(String.init)
        }
    }

    @discardableResult
    private func write(_ connection: Int32, _ text: String) -> Bool {
        text.utf8CString.withUnsafeBufferPointer { send(connection, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL)) } >= 0
    }
}
