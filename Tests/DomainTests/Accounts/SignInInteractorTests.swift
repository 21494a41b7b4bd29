import Domain
import Entities
import Foundation
import Mocks
import Testing

struct SignInInteractorTests {
    private let world = AccountWorld()

    private func stored(_ password: String = "correct horse", version: Int? = nil) -> StoredCredentials {
        StoredCredentials(user: .fixture(id: 4), passwordHash: world.hasher.fakeHash(password, version: version))
    }

    @Test func rightPassword_clearsExpiredSessions_andStartsANewOne() async throws {
        // given
        world.users.credentialsByEmail.returns(stored())
        world.sessions.deleteExpired.succeeds()
        world.sessions.create.succeeds()

        // when
        let session = try await SignInInteractor(dependencies: world.dependencies).execute(email: " ADA@example.com", password: "correct horse", origin: "203.0.113.9")

        // then
        #expect(world.users.credentialsByEmail.calls == ["ada@example.com"])
        #expect(session.user == .fixture(id: 4))
        #expect(world.sessions.create.calls == [session])
        #expect(world.sessions.deleteExpired.calls == [.init(
            userID: 4, lastSeenBefore: fixtureDate.addingTimeInterval(-7 * 86_400), createdBefore: fixtureDate.addingTimeInterval(-30 * 86_400)
        )])
        #expect(world.hasher.decoyVerifications.isEmpty)
    }

    @Test func everySignIn_getsANewToken() async throws {
        world.users.credentialsByEmail.returns(stored())
        world.sessions.deleteExpired.succeeds()
        world.sessions.create.succeeds()
        let interactor = SignInInteractor(dependencies: world.dependencies)

        let first = try await interactor.execute(email: "ada@example.com", password: "correct horse", origin: "203.0.113.9")
        let second = try await interactor.execute(email: "ada@example.com", password: "correct horse", origin: "203.0.113.9")

        #expect(first.token != second.token)
        #expect(first.csrfToken != second.csrfToken)
    }

    @Test func wrongPassword_isInvalidCredentials_andNoSessionStarts() async {
        world.users.credentialsByEmail.returns(stored())

        await #expect(throws: DomainError.invalidCredentials) {
            try await SignInInteractor(dependencies: world.dependencies).execute(email: "ada@example.com", password: "wrong horse", origin: "203.0.113.9")
        }
        #expect(world.sessions.create.callCount == 0)
    }

    @Test func unknownEmail_isTheSameInvalidCredentials_afterADecoyVerification() async {
        world.users.credentialsByEmail.returns(nil)

        await #expect(throws: DomainError.invalidCredentials) {
            try await SignInInteractor(dependencies: world.dependencies).execute(email: "eve@example.com", password: "guess work", origin: "203.0.113.9")
        }
        #expect(world.hasher.decoyVerifications == ["guess work"])
        #expect(world.sessions.create.callCount == 0)
    }

    @Test func hashWithOlderParameters_isRemadeWithTheCurrentOnes() async throws {
        var world = AccountWorld()
        world.hasher = FakePasswordHasher(version: 2)
        world.users.credentialsByEmail.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: world.hasher.fakeHash("correct horse", version: 1)))
        world.users.setPasswordHash.succeeds()
        world.sessions.deleteExpired.succeeds()
        world.sessions.create.succeeds()

        _ = try await SignInInteractor(dependencies: world.dependencies).execute(email: "ada@example.com", password: "correct horse", origin: "203.0.113.9")

        #expect(world.users.setPasswordHash.calls == [.init(world.hasher.fakeHash("correct horse"), id: 4)])
    }

    @Test func failingToRemakeAHash_stillSignsIn() async throws {
        var world = AccountWorld()
        world.hasher = FakePasswordHasher(version: 2, failing: PasswordHashingError("busy"))
        world.users.credentialsByEmail.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: world.hasher.fakeHash("correct horse", version: 1)))
        world.sessions.deleteExpired.succeeds()
        world.sessions.create.succeeds()

        let session = try await SignInInteractor(dependencies: world.dependencies).execute(email: "ada@example.com", password: "correct horse", origin: "203.0.113.9")

        #expect(session.user.id == 4)
        #expect(world.users.setPasswordHash.callCount == 0)
    }

    @Test func storageFailure_isUnavailable() async {
        world.users.credentialsByEmail.fails(with: .unavailable("locked"))
        await #expect(throws: DomainError.unavailable("locked")) {
            try await SignInInteractor(dependencies: world.dependencies).execute(email: "ada@example.com", password: "correct horse", origin: "203.0.113.9")
        }

        world.users.credentialsByEmail.returns(stored())
        world.sessions.deleteExpired.fails(with: .unavailable("locked"))
        await #expect(throws: DomainError.unavailable("locked")) {
            try await SignInInteractor(dependencies: world.dependencies).execute(email: "ada@example.com", password: "correct horse", origin: "203.0.113.9")
        }
    }
}
