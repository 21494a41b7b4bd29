import Crypto
import CryptoExtras
import Domain
import Foundation

/// Hashes passwords with scrypt or PBKDF2 from swift-crypto, off Swift's cooperative pool and at
/// most `concurrency` at a time (see `BoundedWorkQueue`).
///
/// A stored hash reads `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (PHC string format; salt of 16
/// random bytes and hash of 32, both base64 without padding), so verification uses the
/// parameters it was made with, and a hash made with weaker ones than `parameters` is reported
/// for rehashing.
public final class KDFPasswordHasher: PasswordHasher, @unchecked Sendable {
    /// The parameters new hashes are made with.
    public let parameters: PasswordHashParameters
    private let work: BoundedWorkQueue
    private let lock = NSLock()
    private var decoyHash: String?

    /// A hasher making new hashes with `parameters` (OWASP's scrypt minimum by default), running
    /// at most `concurrency` hashes at once (two: with scrypt at 128 MiB each, 256 MiB at most).
    public init(parameters: PasswordHashParameters = .scryptOWASP, concurrency: Int = 2) {
        self.parameters = parameters
        work = BoundedWorkQueue(label: "password-hashing", limit: concurrency)
    }

    public func hash(_ password: String) async throws(PasswordHashingError) -> String {
        let parameters = parameters
        let salt = Self.randomSalt()
        let result = await work.run { Result { try Self.derive(password, salt: salt, parameters: parameters) } }
        switch result {
        case .success(let key): return "\(parameters)$\(Self.base64(salt))$\(Self.base64(key))"
        case .failure(let error): throw PasswordHashingError("\(parameters) failed: \(error)")
        }
    }

    public func verify(_ password: String, against storedHash: String) async -> PasswordCheck {
        guard let stored = Self.parse(storedHash) else { return .mismatch }
        let key = await work.run { try? Self.derive(password, salt: stored.salt, parameters: stored.parameters) }
        guard let key, Self.constantTimeEquals(key, stored.key) else { return .mismatch }
        return .match(needsRehash: stored.parameters.isWeaker(than: parameters))
    }

    public func verifyDecoy(_ password: String) async {
        let decoy: String
        if let cached = lock.withLock({ decoyHash }) {
            decoy = cached
        } else {
            // Made once, with the current parameters, from a password nobody can type.
            decoy = (try? await hash(RandomToken.make())) ?? "\(parameters)$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
            lock.withLock { decoyHash = decoy }
        }
        _ = await verify(password, against: decoy)
    }

    /// The algorithm, salt and key of a stored hash; nil when it is not one this hasher reads.
    static func parse(_ stored: String) -> (parameters: PasswordHashParameters, salt: [UInt8], key: [UInt8])? {
        let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 5, parts[0].isEmpty,
              let parameters = PasswordHashParameters(algorithm: parts[1], cost: parts[2]),
              let salt = bytes(base64: parts[3]), let key = bytes(base64: parts[4]), !salt.isEmpty, key.count == 32
        else { return nil }
        return (parameters, salt, key)
    }

    private static func derive(_ password: String, salt: [UInt8], parameters: PasswordHashParameters) throws -> [UInt8] {
        let key: SymmetricKey
        switch parameters {
        case let .scrypt(logN, r, p):
            key = try KDF.Scrypt.deriveKey(from: Array(password.utf8), salt: salt, outputByteCount: 32, rounds: 1 << logN, blockSize: r, parallelism: p)
        case .pbkdf2SHA256(let iterations):
            key = try KDF.Insecure.PBKDF2.deriveKey(
                from: Array(password.utf8), salt: salt, using: .sha256, outputByteCount: 32, unsafeUncheckedRounds: iterations
            )
        }
        return key.withUnsafeBytes { Array($0) }
    }

    private static func randomSalt() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    private static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private static func base64(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "=", with: "")
    }

    private static func bytes(base64 text: Substring) -> [UInt8]? {
        let padded = String(text) + String(repeating: "=", count: (4 - text.count % 4) % 4)
        return Data(base64Encoded: padded).map(Array.init)
    }
}
