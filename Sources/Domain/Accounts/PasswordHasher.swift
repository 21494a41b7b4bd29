/// Turns passwords into slow, salted hashes and checks passwords against them.
///
/// A hash is one self-describing string (`$scrypt$ln=17,r=8,p=1$salt$hash`, say) that names the
/// algorithm and parameters it was made with, so they can be raised later: `verify` says when a
/// stored hash was made with weaker ones than the current, and sign-in then stores a new hash.
public protocol PasswordHasher: Sendable {
    /// A new salted hash of `password` with the current parameters.
    func hash(_ password: String) async throws(PasswordHashingError) -> String
    /// Whether `password` is the one `storedHash` was made from, and whether that hash should be remade.
    func verify(_ password: String, against storedHash: String) async -> PasswordCheck
    /// Spends as long as `verify` does, for a sign-in with an unknown email: the answer then
    /// takes as long as for a wrong password, so timing does not tell which emails have accounts.
    func verifyDecoy(_ password: String) async
}

/// What a password check found.
public enum PasswordCheck: Sendable, Equatable {
    /// The password is not the one the hash was made from (or the hash is unreadable).
    case mismatch
    /// The password matches; `needsRehash` when the hash was made with weaker parameters than the current.
    case match(needsRehash: Bool)
}

/// Why a password could not be hashed (the system refused the memory, say).
public struct PasswordHashingError: Error, Sendable, Equatable {
    /// What went wrong, for the log.
    public let message: String

    /// Creates the error.
    public init(_ message: String) {
        self.message = message
    }
}
