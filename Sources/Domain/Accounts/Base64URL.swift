import Foundation

/// Base64url without padding (RFC 4648 §5): safe in cookies, URLs and form fields as it is; the
/// encoding of Web Push keys (RFC 8291) and of JSON Web Tokens.
///
/// Written over bytes: every signed-out page makes a form token and every redirect seals its
/// flash, and Foundation's base64 made URL-safe with `replacingOccurrences` cost 190,000
/// instructions of a sign-in page's 497,000 (`Benchmarks/README.md`).
public enum Base64URL {
    /// The 64 digits, in order.
    private static let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// `bytes` in base64url, without padding.
    public static func encode(_ bytes: some Sequence<UInt8>) -> String {
        let bytes = Array(bytes)
        return String(unsafeUninitializedCapacity: (bytes.count * 4 + 2) / 3) { text in
            var written = 0
            func put(_ group: UInt32, digits count: Int) {
                for index in 0..<count { text[written + index] = digits[Int(group >> (18 - 6 * index) & 0x3F)] }
                written += count
            }
            var index = 0
            while index + 3 <= bytes.count {
                put(UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]), digits: 4)
                index += 3
            }
            switch bytes.count - index {
            case 2: put(UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8, digits: 3)
            case 1: put(UInt32(bytes[index]) << 16, digits: 2)
            default: break
            }
            return written
        }
    }

    /// The bytes of base64url `text`, with or without its padding at the end; nil when it is not
    /// base64url (standard base64's `+` and `/` are read too, as some browsers send keys).
    public static func decode(_ text: String) -> Data? {
        let characters = Array(text.utf8)
        var end = characters.count
        while end > 0, characters[end - 1] == UInt8(ascii: "=") { end -= 1 }
        guard characters.count - end <= 2, end % 4 != 1 else { return nil }
        var bytes = Data(capacity: end / 4 * 3 + 2)
        var bits: UInt32 = 0
        var held = 0
        for character in characters[..<end] {
            guard let value = value(of: character) else { return nil }
            bits = bits << 6 | value
            held += 6
            if held >= 8 {
                held -= 8
                bytes.append(UInt8(truncatingIfNeeded: bits >> held))
            }
        }
        return bytes
    }

    /// The value of base64url (or standard base64) digit `character`.
    private static func value(of character: UInt8) -> UInt32? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(character - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(character - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(character - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "-"), UInt8(ascii: "+"): 62
        case UInt8(ascii: "_"), UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
