@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

struct SQLiteAccountTokenRepositoryTests {
    private let token = "tok-" + String(repeating: "a", count: 39)
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func issue(_ repository: SQLiteAccountTokenRepository, _ purpose: AccountTokenPurpose = .reset, lifetime: TimeInterval = 3600) async throws {
        try await repository.issue(token, purpose: purpose, userID: TestDatabase.owner, createdAt: start, expiresAt: start.addingTimeInterval(lifetime))
    }

    @Test func aTokenIsStoredOnlyAsItsHash() async throws {
        try await TestDatabase.with { test in
            try await issue(SQLiteAccountTokenRepository(database: test.database))

            let stored = try await test.database.read { db in try Data.fetchAll(db, sql: "SELECT tokenHash FROM accountToken") }
            #expect(stored == [SessionTokenDigest.digest(token)])
        }
    }

    @Test func check_findsTheAccountUntilTheLinkExpires() async throws {
        try await TestDatabase.with { test in
            let tokens = SQLiteAccountTokenRepository(database: test.database)
            try await issue(tokens)

            let owner = try await test.users.credentials(id: TestDatabase.owner).user
            #expect(try await tokens.check(token, purpose: .reset, at: start.addingTimeInterval(3599)) == .success(owner))
            #expect(try await tokens.check(token, purpose: .reset, at: start.addingTimeInterval(3600)) == .failure(.expired))
            #expect(try await tokens.check(token, purpose: .confirm, at: start) == .failure(.unknown))
            #expect(try await tokens.check("other-token-0123456789", purpose: .reset, at: start) == .failure(.unknown))
        }
    }

    @Test func redeemReset_setsTheHashConfirmsAndEndsEverySession_once() async throws {
        try await TestDatabase.with { test in
            let tokens = SQLiteAccountTokenRepository(database: test.database)
            try await issue(tokens)
            let owner = try await test.users.credentials(id: TestDatabase.owner).user
            try await test.sessions.create(AuthenticatedSession.fixture(token: "session-one-0123456789", user: owner))
            try await test.sessions.create(AuthenticatedSession.fixture(token: "session-two-0123456789", user: owner))

            let redeemed = try await tokens.redeemReset(token, passwordHash: "$new$hash", at: start.addingTimeInterval(60))

            var expected = owner
            expected.emailConfirmedAt = start.addingTimeInterval(60)
            #expect(redeemed == .success(expected))
            #expect(try await test.users.credentials(id: TestDatabase.owner).passwordHash == "$new$hash")
            #expect(try await test.sessions.session(token: "session-one-0123456789") == nil)
            #expect(try await test.sessions.session(token: "session-two-0123456789") == nil)
            #expect(try await tokens.redeemReset(token, passwordHash: "$again$", at: start.addingTimeInterval(61)) == .failure(.used))
            #expect(try await test.users.credentials(id: TestDatabase.owner).passwordHash == "$new$hash")
        }
    }

    /// Issue 26 item 8: a second reset link still worked after the first had set a password.
    @Test func redeemReset_killsTheAccountsOtherResetLinks_butNotItsConfirmationLink() async throws {
        try await TestDatabase.with { test in
            let tokens = SQLiteAccountTokenRepository(database: test.database)
            try await issue(tokens)
            let second = "second-0123456789abcdef"
            try await tokens.issue(second, purpose: .reset, userID: TestDatabase.owner, createdAt: start, expiresAt: start.addingTimeInterval(3600))
            let confirm = "confirm-0123456789abcdef"
            try await tokens.issue(confirm, purpose: .confirm, userID: TestDatabase.owner, createdAt: start, expiresAt: start.addingTimeInterval(3600))

            _ = try await tokens.redeemReset(token, passwordHash: "$new$hash", at: start.addingTimeInterval(60))

            #expect(try await tokens.redeemReset(second, passwordHash: "$other$", at: start.addingTimeInterval(61)) == .failure(.unknown))
            #expect(try await test.users.credentials(id: TestDatabase.owner).passwordHash == "$new$hash")
            #expect(try await tokens.check(token, purpose: .reset, at: start.addingTimeInterval(61)) == .failure(.used))
            #expect(try await tokens.check(confirm, purpose: .confirm, at: start.addingTimeInterval(61)).map(\.id) == .success(TestDatabase.owner))
        }
    }

    /// Issue 26 item 8: a password changed on the account page leaves no reset link working.
    @Test func aPasswordChangedInAUnitOfWork_killsTheAccountsResetLinks() async throws {
        try await TestDatabase.with { test in
            let tokens = SQLiteAccountTokenRepository(database: test.database)
            try await issue(tokens)

            try await SQLiteUnitOfWork(database: test.database, owner: TestDatabase.owner).run { transaction throws(RepositoryError) in
                try transaction.setPasswordHash("$changed$")
            }

            #expect(try await tokens.check(token, purpose: .reset, at: start.addingTimeInterval(60)) == .failure(.unknown))
            #expect(try await tokens.redeemReset(token, passwordHash: "$other$", at: start.addingTimeInterval(60)) == .failure(.unknown))
            #expect(try await test.users.credentials(id: TestDatabase.owner).passwordHash == "$changed$")
        }
    }

    @Test func redeemReset_ofAnExpiredLink_changesNothing() async throws {
        try await TestDatabase.with { test in
            let tokens = SQLiteAccountTokenRepository(database: test.database)
            try await issue(tokens)

            #expect(try await tokens.redeemReset(token, passwordHash: "$new$", at: start.addingTimeInterval(3600)) == .failure(.expired))
            #expect(try await test.users.credentials(id: TestDatabase.owner).passwordHash == "$fake$v=1$secret")
            #expect(try await test.users.credentials(id: TestDatabase.owner).user.emailConfirmedAt == nil)
        }
    }

    @Test func twoRedeemsAtOnce_redeemOnce() async throws {
        try await TestDatabase.with { test in
            let tokens = SQLiteAccountTokenRepository(database: test.database)
            try await issue(tokens, .confirm)

            async let first = tokens.redeemConfirmation(token, at: start)
            async let second = tokens.redeemConfirmation(token, at: start)
            let results = try await [first, second]

            #expect(results.filter { if case .success = $0 { true } else { false } }.count == 1)
            #expect(results.contains(.failure(.used)))
        }
    }

    @Test func redeemConfirmation_confirmsTheAddress_andAResetLinkDoesNotConfirm() async throws {
        try await TestDatabase.with { test in
            let tokens = SQLiteAccountTokenRepository(database: test.database)
            try await issue(tokens, .reset)

            #expect(try await tokens.redeemConfirmation(token, at: start) == .failure(.unknown))
            try await tokens.issue("confirm-0123456789abcdef", purpose: .confirm, userID: TestDatabase.owner, createdAt: start, expiresAt: start.addingTimeInterval(60))
            let confirmed = try await tokens.redeemConfirmation("confirm-0123456789abcdef", at: start.addingTimeInterval(5))

            #expect(try confirmed.get().emailConfirmedAt == start.addingTimeInterval(5))
            #expect(try await test.users.credentials(id: TestDatabase.owner).user.isEmailConfirmed)
        }
    }

    @Test func lastIssued_isTheNewestLinkOfItsPurpose() async throws {
        try await TestDatabase.with { test in
            let tokens = SQLiteAccountTokenRepository(database: test.database)
            #expect(try await tokens.lastIssued(purpose: .confirm, userID: TestDatabase.owner) == nil)
            try await issue(tokens, .confirm)
            try await tokens.issue("later-0123456789abcdef", purpose: .confirm, userID: TestDatabase.owner, createdAt: start.addingTimeInterval(90), expiresAt: start.addingTimeInterval(900))

            #expect(try await tokens.lastIssued(purpose: .confirm, userID: TestDatabase.owner) == start.addingTimeInterval(90))
            #expect(try await tokens.lastIssued(purpose: .reset, userID: TestDatabase.owner) == nil)
        }
    }

    @Test func aConfirmedAddress_comesWithTheSession() async throws {
        try await TestDatabase.with { test in
            let tokens = SQLiteAccountTokenRepository(database: test.database)
            try await issue(tokens, .confirm)
            _ = try await tokens.redeemConfirmation(token, at: start)
            let owner = try await test.users.credentials(id: TestDatabase.owner).user
            try await test.sessions.create(AuthenticatedSession.fixture(token: "session-one-0123456789", user: owner))

            #expect(try await test.sessions.session(token: "session-one-0123456789")?.user.emailConfirmedAt == start)
        }
    }
}
