import Crypto
import Foundation

/// What the session table keeps of a token: its SHA-256. A token has 256 random bits, so a plain
/// hash is enough — there is nothing to brute-force — and a copy of the database signs nobody in.
enum SessionTokenDigest {
    /// The 32-byte SHA-256 of the token's UTF-8 bytes.
    static func digest(_ token: String) -> Data {
        Data(SHA256.hash(data: Data(token.utf8)))
    }
}
