import Foundation
import Testing
import TimingTestSupport

/// The mail a running app sends, as it arrives at an `SMTPSink` through msmtp, the `--sendmail`
/// the app is started with (`arguments`): the server's notification worker sends what its pages
/// and its scheduler queue in the outbox.
final class MailInbox {
    let sink: SMTPSink
    let msmtp: Msmtp
    private var read = 0

    /// A sink and an msmtp pointed at it.
    init() throws {
        sink = try SMTPSink()
        msmtp = try Msmtp(port: sink.port, from: "reminders@localhost")
    }

    /// The arguments that make the app send its mail here.
    var arguments: [String] { ["--sendmail", msmtp.arguments.joined(separator: " "), "--mail-from", "reminders@localhost"] }

    /// The next message the app sent, parsed; fails the test when none comes within `timeout`
    /// seconds (the worker looks at the outbox every 5; the whole suite runs at once on two cores).
    func nextMail(within timeout: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation) async throws -> ReceivedMail {
        // A poll, not a block: a blocked thread of Swift's cooperative pool (two here) would hold up every other test.
        _ = try? await pollUntil(within: .seconds(timeout), every: .milliseconds(20)) { sink.received.count > read }
        let messages = sink.received
        let message = try #require(messages.count > read ? messages[read] : nil, "no mail arrived", sourceLocation: sourceLocation)
        read += 1
        return try #require(ReceivedMail(message), "the mail does not parse: \(message.data)", sourceLocation: sourceLocation)
    }

    /// Stops the sink and removes msmtp's files.
    func close() {
        sink.stop()
        msmtp.remove()
    }
}

/// A message as a mail client shows it: headers (encoded-words decoded), the plain text and the
/// HTML decoded from quoted-printable or base64, and the links in them.
struct ReceivedMail {
    let envelopeRecipients: [String]
    let headers: [String: String]
    let text: String
    let html: String

    init?(_ message: SMTPSink.Message) {
        let lines = message.data.components(separatedBy: "\r\n")
        guard let blank = lines.firstIndex(of: "") else { return nil }
        var raw: [(String, String)] = []
        for line in lines[..<blank] {
            if line.hasPrefix(" ") || line.hasPrefix("\t"), !raw.isEmpty { raw[raw.count - 1].1 += line; continue }
            guard let colon = line.firstIndex(of: ":") else { return nil }
            raw.append((String(line[..<colon]).lowercased(), String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)))
        }
        headers = Dictionary(raw.map { ($0.0, Self.decodeWords($0.1)) }, uniquingKeysWith: { first, _ in first })
        guard let type = headers["content-type"], let range = type.range(of: "boundary=\"") else { return nil }
        let boundary = String(type[range.upperBound...].prefix { $0 != "\"" })
        var parts: [String: String] = [:]
        for chunk in lines[(blank + 1)...].joined(separator: "\r\n").components(separatedBy: "--" + boundary).dropFirst() where !chunk.hasPrefix("--") {
            let partLines = Array(chunk.components(separatedBy: "\r\n").dropFirst())
            guard let partBlank = partLines.firstIndex(of: "") else { return nil }
            let partHeaders = partLines[..<partBlank].map { $0.lowercased() }
            let body = partLines[(partBlank + 1)...].dropLast().joined(separator: "\r\n")
            let contentType = partHeaders.first { $0.hasPrefix("content-type:") }.map { String($0.dropFirst(13).split(separator: ";")[0]).trimmingCharacters(in: .whitespaces) } ?? ""
            let encoding = partHeaders.first { $0.hasPrefix("content-transfer-encoding:") }.map { $0.dropFirst(26).trimmingCharacters(in: .whitespaces) } ?? ""
            parts[contentType] = encoding == "base64"
                ? String(decoding: Data(base64Encoded: body.replacingOccurrences(of: "\r\n", with: "")) ?? Data(), as: UTF8.self)
                : Self.decodeQuotedPrintable(body)
        }
        guard let text = parts["text/plain"], let html = parts["text/html"] else { return nil }
        envelopeRecipients = message.recipients
        self.text = text
        self.html = html
    }

    /// The links of the plain text (every `http` word), in order.
    var textLinks: [String] {
        text.components(separatedBy: .whitespacesAndNewlines).filter { $0.hasPrefix("http://") || $0.hasPrefix("https://") }
    }

    /// The path and query of `url` (what a browser on the app visits).
    static func localPath(of url: String) -> String {
        guard let components = URLComponents(string: url) else { return url }
        return components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }

    private static func decodeQuotedPrintable(_ text: String) -> String {
        var bytes: [UInt8] = []
        var iterator = Array(text.replacingOccurrences(of: "=\r\n", with: "").utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "="), let high = iterator.next(), let low = iterator.next(),
               let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) {
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func decodeWords(_ value: String) -> String {
        guard value.contains("=?") else { return value }
        return value.components(separatedBy: " ").filter { !$0.isEmpty }.map { word in
            guard word.hasPrefix("=?UTF-8?B?"), word.hasSuffix("?=") else { return word }
            return String(decoding: Data(base64Encoded: String(word.dropFirst(10).dropLast(2))) ?? Data(), as: UTF8.self)
        }.joined()
    }
}
