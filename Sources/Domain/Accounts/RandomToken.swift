/// Secrets for sessions and forms: random bytes from the system's secure generator
/// (`SystemRandomNumberGenerator`, which reads `getrandom` on Linux), base64url-encoded without padding.
public enum RandomToken {
    /// A new secret of `byteCount` random bytes (32 by default: 256 bits), as 43 base64url characters.
    public static func make(byteCount: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode((0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// Whether `text` could be a token this type made: 16 to 128 base64url characters. Anything
    /// else is refused before it reaches storage.
    public static func isPlausible(_ text: String) -> Bool {
        (16...128).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }
}
