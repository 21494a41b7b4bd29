import Foundation
import Glibc

/// A local SMTP server for the tests, on plain sockets: enough of RFC 5321 for msmtp (`EHLO`/`HELO`,
/// `MAIL`, `RCPT`, `DATA`, `RSET`, `NOOP`, `QUIT`), listening on a free port of 127.0.0.1 and
/// keeping every message it is given. A `LoopbackListener` accepts; each connection talks on its own thread.
final class SMTPSink: @unchecked Sendable {
    /// A message as it arrived: the envelope and the data, dot-stuffing undone, lines in CRLF.
    struct Message: Sendable {
        var from: String
        var recipients: [String]
        var data: String
    }

    private let listener: LoopbackListener
    private let lock = NSLock()
    private var messages: [Message] = []

    /// The port it listens on.
    var port: UInt16 { listener.port }

    /// Starts listening; throws when no socket can be had.
    init() throws {
        listener = try LoopbackListener(backlog: 8)
        listener.start { [self] connection in talk(on: connection) }
    }

    /// Stops listening (connections in progress finish).
    func stop() {
        listener.stop()
    }

    /// The messages received so far.
    var received: [Message] { lock.withLock { messages } }

    private func talk(on connection: Int32) {
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
