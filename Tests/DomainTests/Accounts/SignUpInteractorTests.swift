import Domain
import Entities
import Foundation
import Mocks
import Testing

struct SignUpInteractorTests {
    private let world = AccountWorld()
    private let origin = "203.0.113.9"

    private var interactor: SignUpInteractor { SignUpInteractor(dependencies: world.dependencies) }

    /// Ada's account as stored, with the hash of `password`.
    private func stored(_ password: String = "correct horse") -> StoredCredentials {
        StoredCredentials(user: .fixture(id: 4, email: "ada@example.com", displayName: "Ada"), passwordHash: world.hasher.fakeHash(password))
    }

    @Test func validDraft_storesTheNormalizedAccountWithAHash_andStartsASession() async throws {
        // given
        world.users.credentialsByEmail.returns(nil)
        world.users.create.returns(.fixture(id: 4, email: "ada@example.com", displayName: "Ada"))
        world.sessions.create.succeeds()

        // when
        let outcome = try await interactor.execute(AccountDraft(email: " Ada@Example.com ", displayName: " Ada ", password: "correct horse"), settings: UserSettings(), origin: origin)

        // then
        #expect(world.users.credentialsByEmail.calls == ["ada@example.com"])
        #expect(world.users.create.calls == [.init(
            email: "ada@example.com", displayName: "Ada", passwordHash: world.hasher.fakeHash("correct horse"), createdAt: fixtureDate,
            firstList: "Reminders"
        )])
        let session = outcome.session
        #expect(outcome == .accountCreated(session))
        #expect(session.user == .fixture(id: 4))
        #expect(session.createdAt == fixtureDate && session.lastSeenAt == fixtureDate)
        #expect(RandomToken.isPlausible(session.token) && RandomToken.isPlausible(session.csrfToken))
        #expect(session.token != session.csrfToken)
        #expect(world.sessions.create.calls == [session])
    }

    /// Issue 28 item 4: a new account starts with a list, named in the language it signed up
    /// in (the store makes it its default list in the account's transaction); a language the
    /// app lacks is the default language, its list named in that.
    @Test(arguments: [("de", "de", "Erinnerungen"), ("en", "en", "Reminders"), ("fr", "en", "Reminders")])
    func newAccount_startsWithAListNamedInItsLanguage(asked: String, language: String, firstList: String) async throws {
        var world = world
        world.settingsPolicy = SettingsPolicy(languages: ["en", "de"], firstListNames: ["en": "Reminders", "de": "Erinnerungen"])
        world.users.credentialsByEmail.returns(nil)
        world.users.create.returns(.fixture(id: 4))
        world.sessions.create.succeeds()

        _ = try await SignUpInteractor(dependencies: world.dependencies)
            .execute(.fixture(email: "ada@example.com"), settings: UserSettings(language: asked), origin: origin)

        #expect(world.users.create.calls.map(\.firstList) == [firstList])
        #expect(world.users.create.calls.map(\.settings) == [UserSettings(language: language)])
    }

    /// Seeding an account without the sign-up (tests, tools) makes no list.
    @Test func anAccountCreatedWithoutAFirstList_isCreatedWithNone() async throws {
        world.users.create.returns(.fixture(id: 4))

        _ = try await world.users.create(email: "ada@example.com", displayName: "Ada", passwordHash: "h", createdAt: fixtureDate, settings: UserSettings())

        #expect(world.users.create.calls.map(\.firstList) == [nil])
    }

    /// Issue 26 item 10: a known address answers that it has an account, so sign-ups are
    /// throttled per client as sign-ins are: 20 from one origin, or 5 for one address, in 15
    /// minutes, whatever their outcome; the next is refused before anything is looked up.
    @Test func twentySignUpsFromOneOrigin_throttleTheNext_beforeAnyLookup() async throws {
        world.users.credentialsByEmail.returns(stored())
        for index in 0..<20 {
            await #expect(throws: DomainError.invalid(ValidationErrors([.email: .duplicate]))) {
                try await interactor.execute(.fixture(email: "person\(index)@example.com", password: "not the password"), settings: UserSettings(), origin: origin)
            }
        }
        let lookups = world.users.credentialsByEmail.callCount

        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 900)) {
            try await interactor.execute(.fixture(email: "next@example.com"), settings: UserSettings(), origin: origin)
        }
        #expect(world.users.credentialsByEmail.callCount == lookups)
        #expect(world.users.create.callCount == 0)
    }

    @Test func fiveSignUpsForOneAddress_throttleTheNext_fromAnyOrigin() async throws {
        world.users.credentialsByEmail.returns(stored())
        for index in 0..<5 {
            _ = try? await interactor.execute(.fixture(email: "ada@example.com", password: "not the password"), settings: UserSettings(), origin: "198.51.100.\(index)")
        }

        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 900)) {
            try await interactor.execute(.fixture(email: "ada@example.com"), settings: UserSettings(), origin: "192.0.2.1")
        }
    }

    @Test func brokenRules_areInvalid_andNothingIsLookedUpHashedOrStored() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.email: .malformed, .password: .tooShort(minimum: 8)]))) {
            try await interactor.execute(.fixture(email: "ada", password: "short"), settings: UserSettings(), origin: origin)
        }
        #expect(world.users.credentialsByEmail.callCount == 0)
        #expect(world.hasher.hashedPasswords.isEmpty)
        #expect(world.users.create.callCount == 0)
    }

    @Test(arguments: ["password1", "ILoveYou", "SunShine1"])
    func commonPassword_isRefusedIgnoringCase(password: String) async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.password: .commonPassword]))) {
            try await interactor.execute(.fixture(password: password), settings: UserSettings(), origin: origin)
        }
        #expect(world.users.credentialsByEmail.callCount == 0)
        #expect(world.users.create.callCount == 0)
    }

    @Test func takenEmail_withItsAccountsPassword_signsIn_asSigningInDoes_insteadOfFailing() async throws {
        // given: the account exists (the form sent a second time, say) and the password is its own
        world.users.credentialsByEmail.returns(stored())
        world.sessions.deleteExpired.succeeds()
        world.sessions.create.succeeds()

        // when: signing up again, with another display name
        let outcome = try await interactor.execute(.fixture(email: "ADA@example.com", displayName: "Someone else", password: "correct horse"), settings: UserSettings(), origin: origin)

        // then: a new session of the account as it is, nothing created, no hash made
        let session = outcome.session
        #expect(outcome == .signedIn(session))
        #expect(session.user == .fixture(id: 4, email: "ada@example.com", displayName: "Ada"))
        #expect(session.createdAt == fixtureDate && RandomToken.isPlausible(session.token))
        #expect(world.sessions.create.calls == [session])
        #expect(world.sessions.deleteExpired.callCount == 1)
        #expect(world.users.create.callCount == 0)
        #expect(world.hasher.hashedPasswords.isEmpty)
    }

    @Test func takenEmail_withAnotherPassword_isADuplicateEmail_andNoSessionStarts() async {
        world.users.credentialsByEmail.returns(stored("another horse"))

        await #expect(throws: DomainError.invalid(ValidationErrors([.email: .duplicate]))) {
            try await interactor.execute(.fixture(email: "ada@example.com", password: "correct horse"), settings: UserSettings(), origin: origin)
        }
        #expect(world.sessions.create.callCount == 0)
        #expect(world.users.create.callCount == 0)
    }

    @Test func anAccountMadeMeanwhileWithThePassword_signsIn() async throws {
        // given: two sign-ups at once (a double click): none yet when this one looks, made by the
        // other before this one stores
        let account = stored()
        world.users.credentialsByEmail.stub { [users = world.users] _ throws(RepositoryError) in
            users.credentialsByEmail.callCount > 1 ? account : nil
        }
        world.users.create.fails(with: .conflict)
        world.sessions.deleteExpired.succeeds()
        world.sessions.create.succeeds()

        // when
        let outcome = try await interactor.execute(.fixture(email: "ada@example.com", password: "correct horse"), settings: UserSettings(), origin: origin)

        // then
        #expect(outcome == .signedIn(outcome.session))
        #expect(outcome.session.user.id == 4)
        #expect(world.users.create.callCount == 1)
    }

    @Test func anAccountMadeMeanwhileWithAnotherPassword_isADuplicateEmail() async {
        let account = stored("another horse")
        world.users.credentialsByEmail.stub { [users = world.users] _ throws(RepositoryError) in
            users.credentialsByEmail.callCount > 1 ? account : nil
        }
        world.users.create.fails(with: .conflict)

        await #expect(throws: DomainError.invalid(ValidationErrors([.email: .duplicate]))) {
            try await interactor.execute(.fixture(email: "ada@example.com", password: "correct horse"), settings: UserSettings(), origin: origin)
        }
        #expect(world.sessions.create.callCount == 0)
    }

    @Test func wrongPasswordsForATakenEmail_areThrottledAsSignIn_evenTheRightOneAfterwards() async throws {
        // given: five sign-ups with Ada's email and wrong passwords
        world.users.credentialsByEmail.returns(stored())
        for attempt in 1...5 {
            await #expect(throws: DomainError.invalid(ValidationErrors([.email: .duplicate]))) {
                try await interactor.execute(.fixture(email: "ada@example.com", password: "wrong horse \(attempt)"), settings: UserSettings(), origin: origin)
            }
        }

        // then: the right password is refused too, by sign-up and sign-in alike
        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 900)) {
            try await interactor.execute(.fixture(email: "ada@example.com", password: "correct horse"), settings: UserSettings(), origin: "198.51.100.7")
        }
        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 900)) {
            try await SignInInteractor(dependencies: world.dependencies).execute(email: "ada@example.com", password: "correct horse", origin: "198.51.100.7")
        }
        #expect(world.sessions.create.callCount == 0)
    }

    @Test func wrongPasswordsFromOneOrigin_throttleItsSignUpsForAnyTakenEmail() async throws {
        // given: twenty sign-ups from one address, each with a taken email and a wrong password
        world.users.credentialsByEmail.returns(stored())
        for attempt in 1...20 {
            await #expect(throws: DomainError.invalid(ValidationErrors([.email: .duplicate]))) {
                try await interactor.execute(.fixture(email: "someone\(attempt)@example.com", password: "wrong horse"), settings: UserSettings(), origin: origin)
            }
        }
        world.sessions.deleteExpired.succeeds()
        world.sessions.create.succeeds()

        // then: that address is refused, another is not
        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 900)) {
            try await interactor.execute(.fixture(email: "ada@example.com", password: "correct horse"), settings: UserSettings(), origin: origin)
        }
        let outcome = try await interactor.execute(.fixture(email: "ada@example.com", password: "correct horse"), settings: UserSettings(), origin: "198.51.100.7")
        #expect(outcome == .signedIn(outcome.session))
    }

    @Test func hashingFailure_isUnavailable() async {
        var world = AccountWorld()
        world.hasher = FakePasswordHasher(failing: PasswordHashingError("out of memory"))
        world.users.credentialsByEmail.returns(nil)

        await #expect(throws: DomainError.unavailable("out of memory")) {
            try await SignUpInteractor(dependencies: world.dependencies).execute(.fixture(), settings: UserSettings(), origin: origin)
        }
        #expect(world.users.create.callCount == 0)
    }

    @Test func storageFailure_isUnavailable() async {
        world.users.credentialsByEmail.fails(with: .unavailable("locked"))
        await #expect(throws: DomainError.unavailable("locked")) {
            try await interactor.execute(.fixture(), settings: UserSettings(), origin: origin)
        }

        world.users.credentialsByEmail.returns(nil)
        world.users.create.fails(with: .unavailable("disk full"))
        await #expect(throws: DomainError.unavailable("disk full")) {
            try await interactor.execute(.fixture(), settings: UserSettings(), origin: origin)
        }
    }

    @Test func sessionStorageFailure_isUnavailable() async {
        world.users.credentialsByEmail.returns(nil)
        world.users.create.returns(.fixture())
        world.sessions.create.fails(with: .unavailable("disk full"))

        await #expect(throws: DomainError.unavailable("disk full")) {
            try await interactor.execute(.fixture(), settings: UserSettings(), origin: origin)
        }
    }
}
