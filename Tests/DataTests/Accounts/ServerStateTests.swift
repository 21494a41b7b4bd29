@testable import Data
import Domain
import Foundation
import GRDB
import Testing

@Suite struct ServerSecretTests {
    @Test func aSecret_isMadeOnce_andKept_acrossReopening() async throws {
        let test = try TestDatabase()
        defer { try? FileManager.default.removeItem(at: test.folder) }
        let first = try await test.database.serverSecret(named: "browser-values")
        #expect(first.count == 32)
        #expect(try await test.database.serverSecret(named: "browser-values") == first)
        #expect(try await test.database.serverSecret(named: "another") != first)
        try test.database.close()

        let reopened = try AppDatabase(path: test.path)
        #expect(try await reopened.serverSecret(named: "browser-values") == first)
        try reopened.close()
    }

    @Test func theSigner_isHMACSHA256_asRFC4231sSecondCaseSays() {
        let signer = HMACMessageSigner(key: Array("Jefe".utf8))
        let hex = signer.signature(of: Array("what do ya want for nothing?".utf8)).map { String(format: "%02x", $0) }.joined()
        #expect(hex == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test func theSignerKeptInADatabase_sealsAlike_forEveryProcessOnIt() async throws {
        try await TestDatabase.with { test in
            let sealed = TextSeal(signer: try await HMACMessageSigner.kept(in: test.database)).seal("token", for: .formToken)
            let other = try AppDatabase(path: test.path)
            defer { try? other.close() }
            #expect(TextSeal(signer: try await HMACMessageSigner.kept(in: other)).open(sealed, for: .formToken) == "token")
        }
    }
}

@Suite struct StorageHealthTests {
    /// A clock the test moves.
    final class TestClock: @unchecked Sendable {
        let lock = NSLock()
        var now = ContinuousClock.now
        func advance(_ duration: Duration) { lock.withLock { now += duration } }
        func read() -> ContinuousClock.Instant { lock.withLock { now } }
    }

    private static func setReadOnly(_ on: Bool, _ database: AppDatabase) throws {
        try database.pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA query_only = \(on ? "ON" : "OFF")") }
    }

    @Test func aStoreThatWrites_isHealthy_andTheProbeCommits() async throws {
        try await TestDatabase.with { test in
            let problem = await StorageHealth(database: test.database).problem()
            let rows = try await test.database.count("healthProbe")
            #expect(problem == nil)
            #expect(rows == 1)
        }
    }

    @Test func aStoreThatCannotWrite_isReportedWithSQLitesError_andTheFindingIsKeptForAnInterval() async throws {
        try await TestDatabase.with { test in
            let clock = TestClock()
            let health = StorageHealth(database: test.database, interval: .seconds(10), now: clock.read)
            try Self.setReadOnly(true, test.database)

            let problem = try #require(await health.problem())
            #expect(problem.hasPrefix("storage cannot write: SQLite error 8"), "\(problem)")

            try Self.setReadOnly(false, test.database)
            clock.advance(.seconds(9))
            #expect(await health.problem() == problem, "within the interval, the last finding stands")
            clock.advance(.seconds(1))
            #expect(await health.problem() == nil, "after it, a new probe finds the store writing again")
        }
    }

    @Test func aStoreThatCannotBeRead_isReported() async throws {
        let test = try TestDatabase()
        defer { try? FileManager.default.removeItem(at: test.folder) }
        try test.database.close()
        let problem = try #require(await StorageHealth(database: test.database).problem())
        #expect(problem.hasPrefix("storage cannot be read:"), "\(problem)")
    }
}
