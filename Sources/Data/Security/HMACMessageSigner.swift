import Crypto
import Domain

/// Signs with HMAC-SHA-256 under a 256-bit key (`AppDatabase.serverSecret(named:)` in the app).
public struct HMACMessageSigner: MessageSigner {
    private let key: SymmetricKey

    /// Signs with `key`'s bytes.
    public init(key: [UInt8]) {
        self.key = SymmetricKey(data: key)
    }

    /// The signer of `database`, with its secret for signing what browsers keep.
    public static func kept(in database: AppDatabase) async throws(RepositoryError) -> HMACMessageSigner {
        HMACMessageSigner(key: try await database.serverSecret(named: "browser-values"))
    }

    public func signature(of message: [UInt8]) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: message, using: key))
    }
}
