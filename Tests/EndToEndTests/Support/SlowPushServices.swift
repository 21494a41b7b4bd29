import Foundation
import Glibc

/// Push services that hold their callers, on plain sockets on a free port of 127.0.0.1: a post
/// to `/drip/…` is answered with headers at once, then one byte of body every 3 seconds, never
/// finishing (an idle timeout never fires); a post to `/slow/…` is answered 201 after 8 seconds.
/// A `LoopbackListener` accepts; each connection is answered on its own thread; `stop()` ends them all.
final class SlowPushServices: @unchecked Sendable {
    private let listener: LoopbackListener
    private let lock = NSLock()
    private var requests: [(path: String, at: Date)] = []

    /// The port it listens on.
    var port: UInt16 { listener.port }

    /// Starts listening; throws when no socket can be had.
    init() throws {
        listener = try LoopbackListener(backlog: 32)
        listener.start { [self] connection in answer(on: connection) }
    }

    /// The paths posted to, with when each request arrived, in order.
    var received: [(path: String, at: Date)] { lock.withLock { requests } }

    /// Stops listening, and every drip.
    func stop() {
        listener.stop()
    }

    private var isStopped: Bool { listener.isStopped }

    private func answer(on connection: Int32) {
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
