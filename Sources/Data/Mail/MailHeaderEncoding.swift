import Foundation

/// Header values as RFC 5322 and RFC 2047 want them: ASCII stays as it is (folded between words
/// when long), anything else becomes `=?UTF-8?B?…?=` encoded-words short enough for a 78-character
/// line, split between characters, never inside one.
enum MailHeaderEncoding {
    /// `Name <address>`, the name quoted or encoded as it needs.
    static func mailbox(name: String, address: String) -> String {
        guard !name.isEmpty else { return address }
        if name.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 32 }) {
            let quoted = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            let isAtom = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            return (isAtom ? name : "\"\(quoted)\"") + " <\(address)>"
        }
        return encodedWords(name, headerNameLength: 4) + " <\(address)>"
    }

    /// `text` as a header value after `Name: ` (`headerNameLength` characters of name): folded
    /// ASCII, or UTF-8 encoded-words on folded lines of at most 78 characters.
    static func encodedWords(_ text: String, headerNameLength: Int) -> String {
        let printable = text.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 32 && $0.value < 127 }
        if printable && !text.contains("=?") { return foldASCII(text, firstLineUsed: headerNameLength + 2) }
        // "=?UTF-8?B?" + "?=" is 12 characters; 39 bytes of UTF-8 make 52 characters of base64:
        // 64 in all, under 78 after "Subject: " on the first line and a space on the others.
        var words: [String] = []
        var chunk: [UInt8] = []
        for character in text {
            let bytes = Array(String(character).utf8)
            if chunk.count + bytes.count > 39, !chunk.isEmpty {
                words.append(word(chunk))
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty || words.isEmpty { words.append(word(chunk)) }
        return words.joined(separator: "\r\n ")
    }

    private static func word(_ bytes: [UInt8]) -> String {
        "=?UTF-8?B?" + Data(bytes).base64EncodedString() + "?="
    }

    /// Folds printable ASCII at spaces so that lines stay within 78 characters where a space allows.
    private static func foldASCII(_ text: String, firstLineUsed: Int) -> String {
        var lines: [String] = []
        var line: String?
        var used = firstLineUsed
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            guard let current = line else {
                line = String(word)
                continue
            }
            if used + current.count + 1 + word.count > 78, !current.isEmpty {
                lines.append(current)
                line = String(word)
                used = 1
            } else {
                line = current + " " + word
            }
        }
        lines.append(line ?? "")
        return lines.joined(separator: "\r\n ")
    }
}
