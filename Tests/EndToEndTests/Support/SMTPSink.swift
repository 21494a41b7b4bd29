import Foundation
import Glibc

/// A local SMTP server for the tests, on plain sockets: enough of RFC 5321 for msmtp (`EHLO`/`HELO`,
/// `MAIL`, `RCPT`, `DATA`, `RSET`, `NOOP`, `QUIT`), listening on a free port of 127.0.0.1 and
/// keeping every message it is given. One thread accepts, one per connection talks.
final class SMTPSink: @unchecked Sendable {
    /// A message as it arrived: the envelope and the data, dot-stuffing undone, lines in CRLF.
    struct Message: Sendable {
        var from: String
        var recipients: [String]
        var data: String
    }

    /// The port it listens on.
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var messages: [Message] = []
    private var stopped = false

    /// Starts listening; throws when no socket can be had.
    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw SinkError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 8) == 0 else { throw SinkError("bind/listen: \(String(cString: strerror(errno)))") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
        Thread { [self] in acceptLoop() }.start()
    }

    /// Stops listening (connections in progress finish).
    func stop() {
        lock.withLock { stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// The messages received so far.
    var received: [Message] { lock.withLock { messages } }

    /// Waits until at least `count` messages have arrived, or `timeout` seconds; answers them all.
    /// It sleeps between looks rather than blocking: a blocked thread of Swift's cooperative pool
    /// (two on this machine) would hold up every other test.
    func waitForMessages(_ count: Int, timeout: TimeInterval = 20) async -> [Message] {
        let deadline = Date().addingTimeInterval(timeout)
        while received.count < count, Date() < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        return received
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            Thread { [self] in talk(on: connection) }.start()
        }
    }

    private func talk(on connection: Int32) {
        defer { close(connection) }
        var reader = LineReader(descriptor: connection)
        func reply(_ line: String) { _ = (line + "\r\n").utf8CString.withUnsafeBufferPointer { send(connection, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL)) } }
        reply("220 sink.test ESMTP")
        var from = ""
        var recipients: [String] = []
        while let line = reader.next() {
            let verb = line.prefix(4).uppercased()
            switch verb {
            case "EHLO": reply("250-sink.test"); reply("250 8BITMIME")
            case "HELO": reply("250 sink.test")
            case "MAIL": from = Self.address(in: line); recipients = []; reply("250 OK")
            case "RCPT": recipients.append(Self.address(in: line)); reply("250 OK")
            case "DATA":
                reply("354 End data with <CR><LF>.<CR><LF>")
                var lines: [String] = []
                while let dataLine = reader.next(), dataLine != "." {
                    lines.append(dataLine.hasPrefix("..") ? String(dataLine.dropFirst()) : dataLine)
                }
                let message = Message(from: from, recipients: recipients, data: lines.joined(separator: "\r\n") + "\r\n")
                lock.withLock { messages.append(message) }
                reply("250 OK queued")
            case "RSET": from = ""; recipients = []; reply("250 OK")
            case "NOOP": reply("250 OK")
            case "QUIT": reply("221 Bye"); return
            default: reply("502 Command not implemented")
            }
        }
    }

    private static func address(in line: String) -> String {
        guard let open = line.firstIndex(of: "<"), let close = line.lastIndex(of: ">"), open < close else { return "" }
        return String(line[line.index(after: open)..<close])
    }

    struct SinkError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// Reads CRLF (or LF) terminated lines from a socket.
private struct LineReader {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) { self.descriptor = descriptor }

    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }
}
