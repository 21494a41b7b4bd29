/// Why a push message could not be encrypted or decrypted.
public enum WebPushEncryptionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A key, secret, salt or body is not what the RFCs say.
    case malformed(String)
    /// The plaintext does not fit in one 4 KB message.
    case plaintextTooLong(Int)
    /// The body is not for this key and secret (its authentication tag does not verify).
    case undecryptable

    public var description: String {
        switch self {
        case .malformed(let reason): "malformed push message: \(reason)"
        case .plaintextTooLong(let count): "a push message holds at most \(WebPushEncryption.maximumPlaintextCount) bytes, not \(count)"
        case .undecryptable: "the push message cannot be decrypted with this key and secret"
        }
    }
}
