import Foundation

/// The algorithm and cost a password hash is made with, written beside it in the stored string.
public enum PasswordHashParameters: Sendable, Equatable, CustomStringConvertible {
    /// scrypt with N = 2^`logN`, block size `r` and parallelism `p`: 128·N·r bytes of memory.
    case scrypt(logN: Int, r: Int, p: Int)
    /// PBKDF2 with HMAC-SHA256 and `iterations` rounds.
    case pbkdf2SHA256(iterations: Int)

    /// OWASP's minimum for scrypt (N = 2^17, r = 8, p = 1): 128 MiB and about a third of a
    /// second on this machine's cores. The app's default.
    public static let scryptOWASP = PasswordHashParameters.scrypt(logN: 17, r: 8, p: 1)
    /// OWASP's minimum for PBKDF2-HMAC-SHA256: 600,000 iterations.
    public static let pbkdf2OWASP = PasswordHashParameters.pbkdf2SHA256(iterations: 600_000)
    /// For tests only, never for people's passwords: scrypt with N = 16, a few microseconds.
    public static let insecureForTesting = PasswordHashParameters.scrypt(logN: 4, r: 8, p: 1)

    /// The bytes one hash needs while it runs.
    public var memory: Int {
        switch self {
        case .scrypt(let logN, let r, let p): 128 * (1 << logN) * r * p
        case .pbkdf2SHA256: 0
        }
    }

    /// Whether a hash made with these should be remade with `current`: another algorithm, or any
    /// cost below the current one.
    public func isWeaker(than current: PasswordHashParameters) -> Bool {
        switch (self, current) {
        case let (.scrypt(logN, r, p), .scrypt(currentLogN, currentR, currentP)):
            logN < currentLogN || r < currentR || p < currentP
        case let (.pbkdf2SHA256(iterations), .pbkdf2SHA256(currentIterations)):
            iterations < currentIterations
        default:
            true
        }
    }

    /// The PHC-style prefix: `$scrypt$ln=17,r=8,p=1` or `$pbkdf2-sha256$i=600000`.
    public var description: String {
        switch self {
        case .scrypt(let logN, let r, let p): "$scrypt$ln=\(logN),r=\(r),p=\(p)"
        case .pbkdf2SHA256(let iterations): "$pbkdf2-sha256$i=\(iterations)"
        }
    }

    /// Reads the algorithm and cost parts of a stored hash (`scrypt`, `ln=17,r=8,p=1`); nil for
    /// anything unknown or beyond sane limits (a hash asking for gigabytes is not run).
    init?(algorithm: Substring, cost: Substring) {
        var values: [Substring: Int] = [:]
        for pair in cost.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            values[parts[0]] = value
        }
        switch algorithm {
        case "scrypt":
            guard let logN = values["ln"], let r = values["r"], let p = values["p"], values.count == 3,
                  (1...20).contains(logN), (1...32).contains(r), (1...16).contains(p)
            else { return nil }
            self = .scrypt(logN: logN, r: r, p: p)
        case "pbkdf2-sha256":
            guard let iterations = values["i"], values.count == 1, (1...10_000_000).contains(iterations) else { return nil }
            self = .pbkdf2SHA256(iterations: iterations)
        default:
            return nil
        }
    }
}
