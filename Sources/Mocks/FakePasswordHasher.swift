import Domain
import Foundation

/// A `PasswordHasher` with no cost, for tests: a hash is `$fake$v=<version>$<password>`, so a
/// test can read what was stored. A hash of an older version than `version` needs a rehash; it
/// counts its decoy verifications, and can be told to fail hashing.
public final class FakePasswordHasher: PasswordHasher, @unchecked Sendable {
    /// The version new hashes are made with; older ones need a rehash.
    public let version: Int
    private let failure: PasswordHashingError?
    private let lock = NSLock()
    private var decoys: [String] = []
    private var hashed: [String] = []

    /// A hasher at `version`; with `failing`, `hash` throws it.
    public init(version: Int = 1, failing: PasswordHashingError? = nil) {
        self.version = version
        self.failure = failing
    }

    /// The hash this fake makes of `password` at `version` (its own by default).
    public func fakeHash(_ password: String, version: Int? = nil) -> String {
        "$fake$v=\(version ?? self.version)$\(password)"
    }

    /// The passwords given to `verifyDecoy`, in order.
    public var decoyVerifications: [String] { lock.withLock { decoys } }

    /// The passwords given to `hash`, in order.
    public var hashedPasswords: [String] { lock.withLock { hashed } }

    public func hash(_ password: String) async throws(PasswordHashingError) -> String {
        lock.withLock { hashed.append(password) }
        if let failure { throw failure }
        return fakeHash(password)
    }

    public func verify(_ password: String, against storedHash: String) async -> PasswordCheck {
        for stored in 1...version where storedHash == fakeHash(password, version: stored) {
            return .match(needsRehash: stored < version)
        }
        return .mismatch
    }

    public func verifyDecoy(_ password: String) async {
        lock.withLock { decoys.append(password) }
    }
}
