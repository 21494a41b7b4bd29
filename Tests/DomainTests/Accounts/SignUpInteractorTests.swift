import Domain
import Entities
import Mocks
import Testing

struct SignUpInteractorTests {
    private let world = AccountWorld()

    @Test func validDraft_storesTheNormalizedAccountWithAHash_andStartsASession() async throws {
        // given
        world.users.create.returns(.fixture(id: 4, email: "ada@example.com", displayName: "Ada"))
        world.sessions.create.succeeds()

        // when
        let session = try await SignUpInteractor(dependencies: world.dependencies)
            .execute(AccountDraft(email: " Ada@Example.com ", displayName: " Ada ", password: "correct horse"))

        // then
        #expect(world.users.create.calls == [.init(
            email: "ada@example.com", displayName: "Ada", passwordHash: world.hasher.fakeHash("correct horse"), createdAt: fixtureDate
        )])
        #expect(session.user == .fixture(id: 4))
        #expect(session.createdAt == fixtureDate && session.lastSeenAt == fixtureDate)
        #expect(RandomToken.isPlausible(session.token) && RandomToken.isPlausible(session.csrfToken))
        #expect(session.token != session.csrfToken)
        #expect(world.sessions.create.calls == [session])
    }

    @Test func brokenRules_areInvalid_andNothingIsHashedOrStored() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.email: .malformed, .password: .tooShort(minimum: 8)]))) {
            try await SignUpInteractor(dependencies: world.dependencies).execute(.fixture(email: "ada", password: "short"))
        }
        #expect(world.hasher.hashedPasswords.isEmpty)
        #expect(world.users.create.callCount == 0)
    }

    @Test(arguments: ["password1", "ILoveYou", "SunShine1"])
    func commonPassword_isRefusedIgnoringCase(password: String) async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.password: .commonPassword]))) {
            try await SignUpInteractor(dependencies: world.dependencies).execute(.fixture(password: password))
        }
        #expect(world.users.create.callCount == 0)
    }

    @Test func takenEmail_isADuplicateEmail() async {
        world.users.create.fails(with: .conflict)

        await #expect(throws: DomainError.invalid(ValidationErrors([.email: .duplicate]))) {
            try await SignUpInteractor(dependencies: world.dependencies).execute(.fixture())
        }
    }

    @Test func hashingFailure_isUnavailable() async {
        var world = AccountWorld()
        world.hasher = FakePasswordHasher(failing: PasswordHashingError("out of memory"))

        await #expect(throws: DomainError.unavailable("out of memory")) {
            try await SignUpInteractor(dependencies: world.dependencies).execute(.fixture())
        }
        #expect(world.users.create.callCount == 0)
    }

    @Test func sessionStorageFailure_isUnavailable() async {
        world.users.create.returns(.fixture())
        world.sessions.create.fails(with: .unavailable("disk full"))

        await #expect(throws: DomainError.unavailable("disk full")) {
            try await SignUpInteractor(dependencies: world.dependencies).execute(.fixture())
        }
    }
}
