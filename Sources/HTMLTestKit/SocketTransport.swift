import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 client over a plain IPv4 TCP socket: one connection per request with
/// `Connection: close`, the response read to the end of the stream.
///
/// The blocking socket calls run on a thread of their own, so a server in the same process
/// never waits for a Swift concurrency thread the client is holding.
public struct SocketTransport: HTTPTransport {
    /// The server's IPv4 address, `127.0.0.1` by default.
    public let host: String
    /// The server's port.
    public let port: Int
    /// How long one read or write may block, in seconds.
    public let timeout: Int

    /// Creates a transport to `host:port`.
    public init(host: String = "127.0.0.1", port: Int, timeout: Int = 30) {
        self.host = host
        self.port = port
        self.timeout = timeout
    }

    /// Sends the request on a fresh connection and decodes the response.
    public func send(_ request: BrowserRequest) async throws -> BrowserResponse {
        let bytes = encode(request)
        let raw = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[UInt8], any Error>) in
            let thread = Thread { [self] in
                continuation.resume(with: Result<[UInt8], HTMLTestKitError> { () throws(HTMLTestKitError) in try exchange(bytes) })
            }
            thread.start()
        }
        return try HTTPResponseDecoder.decode(raw)
    }

    func encode(_ request: BrowserRequest) -> [UInt8] {
        var head = "\(request.method) \(request.url) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n"
        for (name, value) in request.headers { head += "\(name): \(value)\r\n" }
        if !request.body.isEmpty || request.method == "POST" || request.method == "PUT" {
            head += "Content-Length: \(request.body.count)\r\n"
        }
        head += "\r\n"
        return Array(head.utf8) + request.body
    }

    private func exchange(_ request: [UInt8]) throws(HTMLTestKitError) -> [UInt8] {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .transport("socket(): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw .transport("\(host) is not an IPv4 address")
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            throw .transport("connect to \(host):\(port): \(String(cString: strerror(errno)))")
        }
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { systemSend(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .transport("send: \(String(cString: strerror(errno)))") }
            sent += count
        }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            guard count > 0 else {
                if errno == EINTR { continue }
                throw .transport("recv: \(String(cString: strerror(errno)))")
            }
            response += buffer[0..<count]
        }
        return response
    }

    private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
        #else
            Darwin.send(descriptor, bytes, count, 0)
        #endif
    }
}
