/// Checks a request target: origin form (`/path?query`), allowed bytes only, valid
/// percent-encoding, and a path that decodes to valid UTF-8.
enum TargetValidator {
    static func validate(_ bytes: UnsafeBufferPointer<UInt8>) throws(HTTPParseError) -> String {
        guard bytes.first == ASCII.slash else { throw .invalidTarget("must start with /") }
        var pathEnd = bytes.count
        var needsDecodingCheck = false
        for (index, byte) in bytes.enumerated() {
            guard allowed[Int(byte)] else {
                throw .invalidTarget(byte == ASCII.hash ? "fragment not allowed" : "byte 0x\(String(byte, radix: 16)) not allowed")
            }
            if byte == ASCII.question && pathEnd == bytes.count { pathEnd = index }
            if byte == ASCII.percent { needsDecodingCheck = true }
        }
        if needsDecodingCheck {
            try checkPercentEncoding(UnsafeBufferPointer(rebasing: bytes[pathEnd...]))
            guard let decoded = PercentDecoding.decode(UnsafeBufferPointer(rebasing: bytes[..<pathEnd]), plusAsSpace: false),
                  String(validating: decoded, as: UTF8.self) != nil
            else { throw .invalidTarget("invalid percent-encoding or UTF-8 in the path") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The query is decoded later, field by field; here only its `%XX` syntax is checked.
    private static func checkPercentEncoding(_ bytes: UnsafeBufferPointer<UInt8>) throws(HTTPParseError) {
        var index = 0
        while index < bytes.count {
            if bytes[index] == ASCII.percent {
                guard index + 2 < bytes.count,
                      ASCII.hexValue(bytes[index + 1]) != nil, ASCII.hexValue(bytes[index + 2]) != nil
                else { throw .invalidTarget("invalid percent-encoding in the query") }
                index += 3
            } else {
                index += 1
            }
        }
    }

    /// Bytes allowed in a target: RFC 3986 unreserved, sub-delims, `:@/?%`, and the few
    /// characters some clients leave unencoded (`[]{}|\^` and backtick). Never controls, space,
    /// `"`, `<`, `>`, `#` or non-ASCII.
    private static let allowed: [Bool] = (0..<256).map { value in
        switch UInt8(value) {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: Array("-._~!$&'()*+,;=:@/?%[]{}|\\^`".utf8).contains(UInt8(value))
        }
    }
}
