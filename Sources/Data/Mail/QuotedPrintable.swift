/// Quoted-printable (RFC 2045 §6.7) for UTF-8 text parts: printable ASCII stays, other bytes are
/// `=XX`, line ends become CRLF, and soft line breaks keep every line within 76 characters.
enum QuotedPrintable {
    /// `text` encoded, its lines ending in CRLF.
    static func encode(_ text: String) -> String {
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        return normalized.split(separator: "\n", omittingEmptySubsequences: false).map { encodeLine(Array($0.utf8)) }.joined(separator: "\r\n")
    }

    private static func encodeLine(_ bytes: [UInt8]) -> String {
        var lines: [String] = []
        var line = ""
        for (index, byte) in bytes.enumerated() {
            let isLast = index == bytes.count - 1
            // A space or tab at a line's end would be lost in transit: encoded there.
            let plain = (byte >= 33 && byte <= 126 && byte != UInt8(ascii: "=")) || ((byte == 32 || byte == 9) && !isLast)
            let piece = plain ? String(UnicodeScalar(byte)) : "=" + hex(byte)
            if line.count + piece.count > 75 {
                lines.append(line + "=")
                line = ""
            }
            line += piece
        }
        lines.append(line)
        return lines.joined(separator: "\r\n")
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
