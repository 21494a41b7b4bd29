import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A one-shot HTTP server on 127.0.0.1 and a free port: a thread accepts one connection, reads
/// the request head, answers with `response` and closes. `stop()` wakes the thread and waits
/// until it has closed the listener. Only that thread closes it, and `stop()` shuts it down only
/// while it is still open (both under `lock`): once closed, its descriptor number may already
/// belong to a socket of another test running in parallel, which must not be touched.
final class LoopbackServer: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var received: [UInt8] = []
    private var listenerClosed = false
    private let finished = DispatchSemaphore(value: 0)

    /// What the server read from its one client.
    var request: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

    init(response: String) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 1) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in
            defer {
                lock.withLock {
                    listenerClosed = true
                    close(listener)
                }
                finished.signal()
            }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            var request: [UInt8] = []
            while !String(decoding: request, as: UTF8.self).contains("\r\n\r\n") {
                let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
                if count <= 0 { break }
                request += buffer[0..<count]
            }
            lock.withLock { received = request }
            let bytes = Array(response.utf8)
            _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            close(client)
        }.start()
    }

    func stop() {
        lock.withLock {
            if !listenerClosed { _ = shutdown(listener, Int32(SHUT_RDWR)) }
        }
        finished.wait()
    }
}
