import Foundation
import Glibc
@testable import HTTPServer

/// A response as read off the socket by `TestClient`.
struct TestResponse {
    var status: Int
    var reason: String
    var headers: HTTPHeaders
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
    subscript(name: String) -> String? { headers[name] }
}

/// Errors of the test client.
struct TestClientError: Error, CustomStringConvertible {
    let description: String
}

/// A blocking loopback client speaking raw bytes, so tests can send anything a server may meet.
/// Every call runs on its own thread, never on the cooperative pool the server needs.
final class TestClient: @unchecked Sendable {
    private let descriptor: Int32
    private var pending: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds (long enough for a
    /// server starved by a loaded machine: CI runs beside compilers, and 10 s was once too short).
    init(port: Int, timeout: Int = 30) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            // No close here: every property is set, so a throwing init still runs `deinit`, which
            // closes it. Closing twice closed whatever socket another test had opened meanwhile
            // under the same number ("recv: Bad file descriptor" in an unrelated test).
            throw TestClientError(description: "connect failed: errno \(errno)")
        }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// Sends raw bytes.
    func send(_ text: String) async throws { try await send(Array(text.utf8)) }

    /// Sends raw bytes.
    func send(_ bytes: [UInt8]) async throws {
        try await onThread { [self] in
            var offset = 0
            while offset < bytes.count {
                let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { throw TestClientError(description: "send failed: errno \(errno)") }
                offset += sent
            }
        }
    }

    /// Reads one response (`forHead`: it has no body whatever its headers say).
    func readResponse(forHead: Bool = false) async throws -> TestResponse {
        try await onThread { [self] in try readResponseBlocking(forHead: forHead) }
    }

    /// Sends a request and reads its response.
    func roundTrip(_ request: String, forHead: Bool = false) async throws -> TestResponse {
        try await send(request)
        return try await readResponse(forHead: forHead)
    }

    /// Whether the server closes the connection (reads end of stream) within the read timeout.
    func isClosedByServer() async -> Bool {
        (try? await onThread { [self] () -> Bool in
            var scratch = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = receive(into: &scratch)
                if count == 0 { return true }
                if count < 0 { return errno == ECONNRESET }
            }
        }) ?? false
    }

    /// Everything until the server closes the connection.
    func readToEnd() async throws -> [UInt8] {
        try await onThread { [self] in
            var all = pending
            pending = []
            var scratch = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = receive(into: &scratch)
                if count == 0 || (count < 0 && errno == ECONNRESET) { return all }
                guard count > 0 else { throw TestClientError(description: "read failed: errno \(errno)") }
                all.append(contentsOf: scratch[..<count])
            }
        }
    }

    /// `recv` into `buffer`, again when a signal interrupts it: the end-to-end tests in the same
    /// process start and stop servers, and their SIGCHLD used to fail a read here with EINTR.
    private func receive(into buffer: inout [UInt8]) -> Int {
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }

    private func fill() throws {
        var scratch = [UInt8](repeating: 0, count: 65536)
        let count = receive(into: &scratch)
        if count == 0 { throw TestClientError(description: "connection closed by the server") }
        guard count > 0 else { throw TestClientError(description: "read failed: errno \(errno)") }
        pending.append(contentsOf: scratch[..<count])
    }

    private func readLine() throws -> String {
        while true {
            if let lf = pending.firstIndex(of: 0x0A), lf > 0, pending[lf - 1] == 0x0D {
                let line = String(decoding: pending[..<(lf - 1)], as: UTF8.self)
                pending.removeFirst(lf + 1)
                return line
            }
            try fill()
        }
    }

    private func readBytes(_ count: Int) throws -> [UInt8] {
        while pending.count < count { try fill() }
        defer { pending.removeFirst(count) }
        return Array(pending[..<count])
    }

    private func readResponseBlocking(forHead: Bool) throws -> TestResponse {
        let statusLine = try readLine()
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0] == "HTTP/1.1", let status = Int(parts[1]) else {
            throw TestClientError(description: "bad status line \(statusLine)")
        }
        var headers = HTTPHeaders()
        while case let line = try readLine(), !line.isEmpty {
            let colon = line.firstIndex(of: ":")!
            headers.add(name: String(line[..<colon]), value: String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
        }
        var response = TestResponse(status: status, reason: parts.count > 2 ? String(parts[2]) : "", headers: headers, body: [])
        if forHead || status == 304 || status == 204 || status / 100 == 1 { return response }
        if headers["Transfer-Encoding"] == "chunked" {
            while true {
                let size = Int(try readLine(), radix: 16)!
                if size == 0 {
                    _ = try readLine()
                    break
                }
                response.body += try readBytes(size)
                _ = try readBytes(2)
            }
        } else if let length = headers["Content-Length"].flatMap(Int.init) {
            response.body = try readBytes(length)
        } else {
            var all = pending
            pending = []
            var scratch = [UInt8](repeating: 0, count: 65536)
            while case let count = receive(into: &scratch), count > 0 { all += scratch[..<count] }
            response.body = all
        }
        return response
    }
}

/// Runs blocking work on a fresh thread and awaits its result.
func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.start()
    }
}
