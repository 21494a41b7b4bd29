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
    private let derive: KeyDerivation

    /// Derives a key from a password and a salt at a cost: `KDFPasswordHasher.derive`, or in tests
    /// a wrapper that counts what it is asked.
    typealias KeyDerivation = @Sendable (_ password: String, _ salt: [UInt8], _ parameters: PasswordHashParameters) throws -> [UInt8]

    /// A hasher making new hashes with `parameters` (OWASP's scrypt minimum by default), running
    /// at most `concurrency` hashes at once (two: with scrypt at 128 MiB each, 256 MiB at most).
    public convenience init(parameters: PasswordHashParameters = .scryptOWASP, concurrency: Int = 2) {
        self.init(parameters: parameters, concurrency: concurrency) { try KDFPasswordHasher.derive($0, salt: $1, parameters: $2) }
    }

    /// A hasher deriving its keys with `derive`.
    init(parameters: PasswordHashParameters, concurrency: Int = 2, derive: @escaping KeyDerivation) {
        self.parameters = parameters
        work = BoundedWorkQueue(label: "password-hashing", limit: concurrency)
        self.derive = derive
    }

    public func hash(_ password: String) async throws(PasswordHashingError) -> String {
        let parameters = parameters
        let salt = Self.randomSalt()
        let result = await work.run { [derive] in Result { try derive(password, salt, parameters) } }
        switch result {
        case .success(let key): return "\(parameters)$\(Self.base64(salt))$\(Self.base64(key))"
        case .failure(let error): throw PasswordHashingError("\(parameters) failed: \(error)")
        }
    }

    public func verify(_ password: String, against storedHash: String) async -> PasswordCheck {
        guard let stored = Self.parse(storedHash) else { return .mismatch }
        let key = await work.run { [derive] in try? derive(password, stored.salt, stored.parameters) }
        guard let key, Self.constantTimeEquals(key, stored.key) else { return .mismatch }
        return .match(needsRehash: stored.parameters.isWeaker(than: parameters))
    }

    /// Verifies `password` against a stored hash of the current parameters whose key is random
    /// bytes: exactly the one key derivation a real account's check costs, and no password matches.
    public func verifyDecoy(_ password: String) async {
        let decoy = "\(parameters)$\(Self.base64(Self.randomSalt()))$\(Self.base64(Self.randomBytes(32)))"
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

    /// The real key derivation: scrypt or PBKDF2 from swift-crypto, 32 bytes.
    static func derive(_ password: String, salt: [UInt8], parameters: PasswordHashParameters) throws -> [UInt8] {
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
        randomBytes(16)
    }

    private static func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
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
