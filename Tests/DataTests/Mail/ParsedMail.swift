import Foundation

/// A message as a mail client reads it, for the tests: its headers unfolded and decoded
/// (RFC 2047 B-words), and the parts of its `multipart/alternative` body decoded from
/// quoted-printable or base64.
struct ParsedMail {
    /// The headers, in order, names as written, values unfolded and decoded.
    let headers: [(name: String, value: String)]
    /// The raw header values, unfolded but not decoded.
    let rawHeaders: [(name: String, value: String)]
    /// Each part's content type (without parameters) and decoded text.
    let parts: [(type: String, text: String)]
    /// The message's lines, as written (without their CRLF).
    let lines: [String]

    /// The first header named `name` (any case), decoded.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The decoded text of the part of `type`.
    func part(_ type: String) -> String? {
        parts.first { $0.type == type }?.text
    }

    /// Parses `text`; nil when it is no message of the shape the app writes.
    init?(_ text: String) {
        lines = text.components(separatedBy: "\r\n")
        guard let blank = lines.firstIndex(of: "") else { return nil }
        var raw: [(String, String)] = []
        for line in lines[..<blank] {
            if line.hasPrefix(" ") || line.hasPrefix("\t"), !raw.isEmpty {
                raw[raw.count - 1].1 += line
            } else if let colon = line.firstIndex(of: ":") {
                raw.append((String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)))
            } else {
                return nil
            }
        }
        rawHeaders = raw
        headers = raw.map { ($0.0, Self.decodeWords($0.1)) }
        guard let type = raw.first(where: { $0.0.lowercased() == "content-type" })?.1,
              let range = type.range(of: "boundary=\"") else { return nil }
        let boundary = String(type[range.upperBound...].prefix { $0 != "\"" })
        let body = lines[(blank + 1)...].joined(separator: "\r\n")
        var parts: [(String, String)] = []
        for chunk in body.components(separatedBy: "--" + boundary).dropFirst() {
            if chunk.hasPrefix("--") { break }
            let partLines = chunk.components(separatedBy: "\r\n").dropFirst()
            guard let partBlank = partLines.firstIndex(of: "") else { return nil }
            let partHeaders = partLines[..<partBlank]
            let content = partLines[(partBlank + 1)...].dropLast().joined(separator: "\r\n")
            let contentType = partHeaders.first { $0.lowercased().hasPrefix("content-type:") }?
                .dropFirst("content-type:".count).split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? ""
            let encoding = partHeaders.first { $0.lowercased().hasPrefix("content-transfer-encoding:") }?
                .dropFirst("content-transfer-encoding:".count).trimmingCharacters(in: .whitespaces).lowercased() ?? "7bit"
            let decoded: String
            switch encoding {
            case "quoted-printable": decoded = Self.decodeQuotedPrintable(content)
            case "base64": decoded = String(decoding: Data(base64Encoded: content.replacingOccurrences(of: "\r\n", with: "")) ?? Data(), as: UTF8.self)
            default: decoded = content
            }
            parts.append((contentType, decoded))
        }
        self.parts = parts
    }

    static func decodeQuotedPrintable(_ text: String) -> String {
        var bytes: [UInt8] = []
        let joined = text.replacingOccurrences(of: "=\r\n", with: "")
        var iterator = Array(joined.utf8).makeIterator()
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

    static func decodeWords(_ value: String) -> String {
        guard value.contains("=?") else { return value }
        let words = value.components(separatedBy: " ").filter { !$0.isEmpty }
        return words.map { word -> String in
            guard word.hasPrefix("=?UTF-8?B?"), word.hasSuffix("?=") else { return word }
            let base64 = word.dropFirst("=?UTF-8?B?".count).dropLast(2)
            return String(decoding: Data(base64Encoded: String(base64)) ?? Data(), as: UTF8.self)
        }.joined()
    }
}
