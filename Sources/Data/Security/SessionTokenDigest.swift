import Crypto
import Foundation

/// What the session table keeps of a token: its SHA-256. A token has 256 random bits, so a plain
/// hash is enough — there is nothing to brute-force — and a copy of the database signs nobody in.
enum SessionTokenDigest {
    /// The 32-byte SHA-256 of the token's UTF-8 bytes.
    static func digest(_ token: String) -> Data {
        // Hashed from the string's own bytes: every signed-in request digests its cookie, and
        // copying the token into a `Data` first cost as much as hashing it.
        var hasher = SHA256()
        var token = token
        token.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        return Data(hasher.finalize())
    }
}
