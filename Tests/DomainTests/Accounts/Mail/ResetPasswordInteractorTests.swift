import Domain
import Entities
import Foundation
import Mocks
import Testing

struct ResetPasswordInteractorTests {
    private let mail = MailWorld()
    private let token = "reset-token-0123456789abcdef"

    private func issue(at seconds: TimeInterval = 0) async throws {
        try await mail.tokens.issue(token, purpose: .reset, userID: 4, createdAt: fixtureDate.addingTimeInterval(seconds),
                                    expiresAt: fixtureDate.addingTimeInterval(seconds + AccountMail.resetLifetime))
    }

    private func interactor(after seconds: TimeInterval = 0) -> ResetPasswordInteractor {
        ResetPasswordInteractor(dependencies: mail.dependencies(after: seconds), tokens: mail.tokens)
    }

    @Test func aFreshLink_setsTheHashEndsTheSessionsConfirmsAndSignsIn() async throws {
        try await issue()
        mail.world.sessions.create.succeeds()

        let result = try await interactor(after: 3599).execute(token: token, newPassword: "a new long password")

        let session = try result.get()
        var confirmed = mail.ada
        confirmed.emailConfirmedAt = fixtureDate.addingTimeInterval(3599)
        #expect(session.user == confirmed)
        #expect(mail.world.sessions.create.calls == [session])
        #expect(mail.tokens.passwordHashes == [4: mail.world.hasher.fakeHash("a new long password")])
        #expect(mail.tokens.endedSessions == [4])
    }

    @Test func aLinkAnHourOld_hasExpired_andNothingIsHashed() async throws {
        try await issue()

        #expect(try await interactor(after: 3600).refusal(of: token) == .expired)
        #expect(try await interactor(after: 3600).execute(token: token, newPassword: "a new long password") == .failure(.expired))
        #expect(mail.world.hasher.hashedPasswords.isEmpty)
        #expect(mail.tokens.passwordHashes.isEmpty)
    }

    @Test func aLinkUsedOnce_isRefusedTheSecondTime() async throws {
        try await issue()
        mail.world.sessions.create.succeeds()
        _ = try await interactor().execute(token: token, newPassword: "a new long password")

        #expect(try await interactor(after: 1).refusal(of: token) == .used)
        #expect(try await interactor(after: 1).execute(token: token, newPassword: "another long one") == .failure(.used))
        #expect(mail.tokens.passwordHashes == [4: mail.world.hasher.fakeHash("a new long password")])
    }

    @Test func anUnknownOrImplausibleToken_isUnknown() async throws {
        #expect(try await interactor().refusal(of: "unknown-token-0123456789") == .unknown)
        #expect(try await interactor().refusal(of: "short") == .unknown)
        #expect(try await interactor().execute(token: "<script>", newPassword: "a new long password") == .failure(.unknown))
    }

    @Test func aLinkOfAnotherPurpose_isUnknown() async throws {
        try await mail.tokens.issue(token, purpose: .confirm, userID: 4, createdAt: fixtureDate, expiresAt: fixtureDate.addingTimeInterval(60))

        #expect(try await interactor().refusal(of: token) == .unknown)
    }

    @Test func withoutTokens_noLinkWorks() async throws {
        let interactor = ResetPasswordInteractor(dependencies: mail.world.dependencies, tokens: nil)

        #expect(try await interactor.refusal(of: token) == .unknown)
        #expect(try await interactor.execute(token: token, newPassword: "a new long password") == .failure(.unknown))
    }

    @Test func aPasswordBreakingTheRules_isInvalid_andTheLinkStillWorks() async throws {
        try await issue()

        await #expect(throws: DomainError.invalid(ValidationErrors([.newPassword: .tooShort(minimum: 8)]))) {
            try await interactor().execute(token: token, newPassword: "short")
        }
        await #expect(throws: DomainError.invalid(ValidationErrors([.newPassword: .commonPassword]))) {
            try await interactor().execute(token: token, newPassword: "password1")
        }
        #expect(try await interactor().refusal(of: token) == nil)
    }
}
