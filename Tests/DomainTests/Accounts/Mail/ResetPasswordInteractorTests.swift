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

    /// Issue 28 item 7: a usable link names its person, whose language its page speaks.
    @Test func aUsableLink_namesThePersonItIsFor_andIsNotRefused() async throws {
        try await issue()

        #expect(try await interactor(after: 3599).holder(of: token).get().id == 4)
        #expect(try await interactor(after: 3599).refusal(of: token) == nil)
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

/// What goes wrong around a reset: storage, hashing, and a link used while the password was hashed.
struct ResetPasswordFailureTests {
    private let mail = MailWorld()
    private let token = "reset-token-0123456789abcdef"

    @Test func storageFailing_isUnavailable_whenCheckingAndWhenRedeeming() async throws {
        mail.tokens.setFailure(.unavailable("locked"))
        let interactor = ResetPasswordInteractor(dependencies: mail.dependencies(), tokens: mail.tokens)

        await #expect(throws: DomainError.unavailable("locked")) { try await interactor.refusal(of: token) }
        await #expect(throws: DomainError.unavailable("locked")) { try await interactor.execute(token: token, newPassword: "a new long password") }
        await #expect(throws: DomainError.unavailable("locked")) {
            try await ConfirmEmailInteractor(tokens: mail.tokens, clock: FixedCalendarClock()).refusal(of: token)
        }
        await #expect(throws: DomainError.unavailable("locked")) {
            try await ConfirmEmailInteractor(tokens: mail.tokens, clock: FixedCalendarClock()).execute(token: token)
        }
    }

    @Test func hashingFailing_isUnavailable_andTheLinkStillWorks() async throws {
        try await mail.tokens.issue(token, purpose: .reset, userID: 4, createdAt: fixtureDate, expiresAt: fixtureDate.addingTimeInterval(3600))
        var dependencies = mail.dependencies()
        dependencies.hasher = FakePasswordHasher(failing: PasswordHashingError("out of memory"))
        let interactor = ResetPasswordInteractor(dependencies: dependencies, tokens: mail.tokens)

        await #expect(throws: DomainError.unavailable("out of memory")) { try await interactor.execute(token: token, newPassword: "a new long password") }
        #expect(try await interactor.refusal(of: token) == nil)
    }

    @Test func aLinkUsedWhileThePasswordWasHashed_isRefused_andNoSessionStarts() async throws {
        let interactor = ResetPasswordInteractor(dependencies: mail.dependencies(), tokens: UsedMeanwhile())

        #expect(try await interactor.execute(token: token, newPassword: "a new long password") == .failure(.used))
        #expect(mail.world.sessions.create.callCount == 0)
    }

    @Test func aSessionThatCannotStart_isUnavailable() async throws {
        try await mail.tokens.issue(token, purpose: .reset, userID: 4, createdAt: fixtureDate, expiresAt: fixtureDate.addingTimeInterval(3600))
        mail.world.sessions.create.fails(with: .unavailable("full"))

        await #expect(throws: DomainError.unavailable("full")) {
            try await ResetPasswordInteractor(dependencies: mail.dependencies(), tokens: mail.tokens).execute(token: token, newPassword: "a new long password")
        }
    }
}

/// Tokens whose link checks as usable, then is found used when redeemed (another tab was faster).
private struct UsedMeanwhile: AccountTokenRepository {
    func issue(_ token: String, purpose: AccountTokenPurpose, userID: User.ID, createdAt: Date, expiresAt: Date) async throws(RepositoryError) {}
    func check(_ token: String, purpose: AccountTokenPurpose, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal> {
        .success(.fixture(id: 4))
    }
    func lastIssued(purpose: AccountTokenPurpose, userID: User.ID) async throws(RepositoryError) -> Date? { nil }
    func redeemConfirmation(_ token: String, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal> { .failure(.used) }
    func redeemReset(_ token: String, passwordHash: String, at now: Date) async throws(RepositoryError) -> Result<User, AccountLinkRefusal> { .failure(.used) }
}
