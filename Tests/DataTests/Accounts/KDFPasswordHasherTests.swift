@testable import Data
import Domain
import Foundation
import Synchronization
import Testing

@Suite struct KDFPasswordHasherTests {
    private let cheap = KDFPasswordHasher(parameters: .insecureForTesting)

    @Test func aHash_namesItsParameters_andHasASaltOfItsOwn() async throws {
        let first = try await cheap.hash("correct horse")
        let second = try await cheap.hash("correct horse")

        #expect(first.hasPrefix("$scrypt$ln=4,r=8,p=1$"))
        #expect(first != second)
        let parsed = try #require(KDFPasswordHasher.parse(first))
        #expect(parsed.parameters == .insecureForTesting && parsed.salt.count == 16 && parsed.key.count == 32)
    }

    @Test func verifying_matchesTheSamePasswordOnly() async throws {
        let stored = try await cheap.hash("correct horse")
        #expect(await cheap.verify("correct horse", against: stored) == .match(needsRehash: false))
        #expect(await cheap.verify("Correct horse", against: stored) == .mismatch)
        #expect(await cheap.verify("", against: stored) == .mismatch)
    }

    @Test func aHashMadeWithWeakerParameters_needsARehash() async throws {
        let weak = try await KDFPasswordHasher(parameters: .scrypt(logN: 3, r: 8, p: 1)).hash("correct horse")
        #expect(await cheap.verify("correct horse", against: weak) == .match(needsRehash: true))
        let other = try await KDFPasswordHasher(parameters: .pbkdf2SHA256(iterations: 1000)).hash("correct horse")
        #expect(other.hasPrefix("$pbkdf2-sha256$i=1000$"))
        #expect(await cheap.verify("correct horse", against: other) == .match(needsRehash: true))
        #expect(await KDFPasswordHasher(parameters: .pbkdf2SHA256(iterations: 2000)).verify("correct horse", against: other) == .match(needsRehash: true))
        #expect(await KDFPasswordHasher(parameters: .pbkdf2SHA256(iterations: 500)).verify("correct horse", against: other) == .match(needsRehash: false))
    }

    @Test func parameterOrder_isByEveryCost() {
        #expect(PasswordHashParameters.scrypt(logN: 17, r: 8, p: 1).isWeaker(than: .scrypt(logN: 17, r: 8, p: 2)))
        #expect(PasswordHashParameters.scrypt(logN: 17, r: 4, p: 1).isWeaker(than: .scryptOWASP))
        #expect(!PasswordHashParameters.scryptOWASP.isWeaker(than: .scryptOWASP))
        #expect(PasswordHashParameters.pbkdf2OWASP.isWeaker(than: .scryptOWASP))
        #expect(PasswordHashParameters.scryptOWASP.memory == 128 * 1024 * 1024)
        #expect(PasswordHashParameters.pbkdf2OWASP.memory == 0)
        #expect(PasswordHashParameters.pbkdf2OWASP.description == "$pbkdf2-sha256$i=600000")
    }

    @Test(arguments: [
        "", "plain", "$scrypt$ln=4,r=8,p=1$c2FsdA", "$argon2id$v=19$c2FsdHNhbHQ$aGFzaA",
        "$scrypt$ln=30,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "$scrypt$ln=4,r=8$c2FsdHNhbHRzYWx0c2FsdA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "$scrypt$ln=x,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "$pbkdf2-sha256$i=0$c2FsdHNhbHRzYWx0c2FsdA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "$scrypt$ln=4,r=8,p=1$!!!$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "$scrypt$ln=4,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$AAAA",
    ])
    func anUnreadableHash_isAMismatch(stored: String) async {
        #expect(await cheap.verify("correct horse", against: stored) == .mismatch)
    }

    /// A sign-in with an unknown email checks a decoy so that it takes as long as one with a
    /// known email: each decoy check derives exactly one key, at the cost of a real account's check.
    @Test func eachDecoyVerification_derivesExactlyOneKey_atTheCostOfARealCheck() async throws {
        let derivations = Derivations()
        let hasher = KDFPasswordHasher(parameters: .insecureForTesting, derive: derivations.counting)
        let stored = try await hasher.hash("correct horse")
        _ = derivations.taken()

        _ = await hasher.verify("guess", against: stored)
        let realCheck = derivations.taken()
        await hasher.verifyDecoy("guess")
        let firstDecoy = derivations.taken()
        await hasher.verifyDecoy("guess again")
        let secondDecoy = derivations.taken()

        #expect(realCheck == [Derivation(password: "guess", parameters: .insecureForTesting, saltBytes: 16)])
        #expect(firstDecoy == [Derivation(password: "guess", parameters: .insecureForTesting, saltBytes: 16)])
        #expect(secondDecoy == [Derivation(password: "guess again", parameters: .insecureForTesting, saltBytes: 16)])
    }

    @Test func impossibleParameters_failToHash() async {
        // N must be a power of two greater than 1 for scrypt: BoringSSL refuses N = 2^0.
        await #expect(throws: PasswordHashingError.self) {
            try await KDFPasswordHasher(parameters: .scrypt(logN: 0, r: 8, p: 1)).hash("x")
        }
    }

    @Test func theDefaultParameters_areOWASPsScryptMinimum() {
        #expect(KDFPasswordHasher().parameters == .scrypt(logN: 17, r: 8, p: 1))
        #expect(PasswordHashParameters.scryptOWASP.memory == 128 * 1024 * 1024)
    }

    /// RFC 7914's scrypt test vector (P = "password", S = "NaCl", N = 1024, r = 8, p = 16; the
    /// first 32 bytes): stored hashes are standard scrypt, readable by any other implementation.
    @Test func aHashOfTheRFCVector_verifies() async throws {
        let key: [UInt8] = [
            0xfd, 0xba, 0xbe, 0x1c, 0x9d, 0x34, 0x72, 0x00, 0x78, 0x56, 0xe7, 0x19, 0x0d, 0x01, 0xe9, 0xfe,
            0x7c, 0x6a, 0xd7, 0xcb, 0xc8, 0x23, 0x78, 0x30, 0xe7, 0x73, 0x76, 0x63, 0x4b, 0x37, 0x31, 0x62,
        ]
        let base64 = { (bytes: [UInt8]) in Foundation.Data(bytes).base64EncodedString().replacingOccurrences(of: "=", with: "") }
        let stored = "$scrypt$ln=10,r=8,p=16$\(base64(Array("NaCl".utf8)))$\(base64(key))"
        #expect(await cheap.verify("password", against: stored) == .match(needsRehash: false))
        #expect(await cheap.verify("Password", against: stored) == .mismatch)
    }

    /// The real cost, once: 128 MiB and 0.4 s in a release build here, several seconds of a core in
    /// a debug one — enough to starve the suite's timing tests on two cores, so it runs apart:
    /// `.ci/run` runs it alone after the suite (`REMINDERS_REAL_HASH_TEST=1 swift test --filter theRealCost`).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["REMINDERS_REAL_HASH_TEST"] == "1"))
    func theRealCost_hashesAndVerifies() async throws {
        let hasher = KDFPasswordHasher()
        let started = ContinuousClock.now
        let stored = try await hasher.hash("correct horse battery staple")
        let elapsed = ContinuousClock.now - started
        #expect(stored.hasPrefix("$scrypt$ln=17,r=8,p=1$"))
        #expect(await hasher.verify("correct horse battery staple", against: stored) == .match(needsRehash: false))
        print("scrypt N=2^17, r=8, p=1: one hash took \(elapsed)")
    }

    @Test func atMostTheLimit_runsAtOnce() async {
        let queue = BoundedWorkQueue(label: "test", limit: 2)
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    await queue.run {
                        counter.enter()
                        usleep(20_000)
                        counter.leave()
                    }
                }
            }
        }
        #expect(counter.peak == 2)
    }
}

/// Counts pieces of work running at once, and the most seen.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    private(set) var peak = 0

    func enter() { lock.withLock { running += 1; peak = max(peak, running) } }
    func leave() { lock.withLock { running -= 1 } }
}

/// One key derivation a hasher asked for.
private struct Derivation: Equatable {
    var password: String
    var parameters: PasswordHashParameters
    var saltBytes: Int
}

/// A key derivation that records each call, then derives the key for real.
private final class Derivations: Sendable {
    private let recorded = Mutex<[Derivation]>([])

    /// The derivations asked for since the last call, in order.
    func taken() -> [Derivation] {
        recorded.withLock { recorded in
            defer { recorded = [] }
            return recorded
        }
    }

    @Sendable func counting(_ password: String, salt: [UInt8], parameters: PasswordHashParameters) throws -> [UInt8] {
        recorded.withLock { $0.append(Derivation(password: password, parameters: parameters, saltBytes: salt.count)) }
        return try KDFPasswordHasher.derive(password, salt: salt, parameters: parameters)
    }
}
