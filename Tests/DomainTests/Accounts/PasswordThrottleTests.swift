@testable import Domain
import Entities
import Foundation
import Mocks
import Testing

@Suite struct PasswordThrottleTests {
    private final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_000_000)
    }

    @Test func fiveFailuresOfAnAccount_throttleIt_untilTheWindowPasses() {
        let clock = Clock()
        let throttle = PasswordThrottle(policy: .init(), now: { clock.now })
        for second in 0..<5 {
            #expect(throttle.retryAfter(account: "ada", origin: "a\(second)") == nil)
            clock.now += 10
            throttle.recordFailure(account: "ada", origin: "a\(second)")
        }
        #expect(throttle.retryAfter(account: "ada", origin: "elsewhere") == 900 - 40)
        #expect(throttle.retryAfter(account: "eve", origin: "elsewhere") == nil)
        clock.now += 861
        #expect(throttle.retryAfter(account: "ada", origin: "elsewhere") == nil)
    }

    @Test func twentyFailuresFromAnOrigin_throttleEveryAccountFromIt() {
        let throttle = PasswordThrottle()
        for index in 0..<20 { throttle.recordFailure(account: "person\(index)", origin: "203.0.113.9") }
        #expect(throttle.retryAfter(account: "someone", origin: "203.0.113.9") != nil)
        #expect(throttle.retryAfter(account: "someone", origin: "198.51.100.1") == nil)
    }

    @Test func aSuccess_clearsTheAccountsFailures() {
        let throttle = PasswordThrottle()
        for _ in 0..<4 { throttle.recordFailure(account: "ada", origin: "x") }
        throttle.recordSuccess(account: "ada")
        throttle.recordFailure(account: "ada", origin: "x")
        #expect(throttle.retryAfter(account: "ada", origin: "y") == nil)
    }

    @Test func memory_isBounded() {
        let clock = Clock()
        let throttle = PasswordThrottle(policy: .init(capacity: 10), now: { clock.now })
        for index in 0..<50 {
            clock.now += 1
            throttle.recordFailure(account: "a\(index)", origin: "b\(index)")
        }
        #expect(throttle.count <= 10)
    }

    @Test func verify_countsAWrongPasswordAndNoAccount_clearsOnARightOne_andRefusesWithoutHashingOnceThrottled() async throws {
        let hasher = FakePasswordHasher()
        let throttle = PasswordThrottle(policy: .init(accountLimit: 3), now: { fixtureDate })
        let hash = hasher.fakeHash("right")
        #expect(try await throttle.verify("wrong", against: hash, account: "ada", origin: "o", hasher: hasher) == .mismatch)
        #expect(try await throttle.verify("right", against: nil, account: "ada", origin: "o", hasher: hasher) == .mismatch)
        #expect(hasher.decoyVerifications == ["right"])
        #expect(try await throttle.verify("right", against: hash, account: "ada", origin: "o", hasher: hasher) == .match(needsRehash: false))
        for _ in 0..<3 { _ = try await throttle.verify("wrong", against: hash, account: "ada", origin: "o", hasher: hasher) }
        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 900)) {
            try await throttle.verify("right", against: hash, account: "ada", origin: "elsewhere", hasher: hasher)
        }
    }
}

/// Every use case that checks a password does it through the one throttle: failures anywhere
/// count for the account everywhere.
@Suite struct PasswordChecksThrottledTests {
    private let world = AccountWorld()

    private func failFiveSignIns() async {
        world.users.credentialsByEmail.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: world.hasher.fakeHash("right")))
        for _ in 0..<5 {
            await #expect(throws: DomainError.invalidCredentials) {
                try await SignInInteractor(dependencies: world.dependencies).execute(email: "ada@example.com", password: "wrong", origin: "o")
            }
        }
    }

    @Test func afterFiveWrongSignIns_evenTheRightPasswordIsRefused() async {
        await failFiveSignIns()
        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 900)) {
            try await SignInInteractor(dependencies: world.dependencies).execute(email: "ADA@example.com ", password: "right", origin: "elsewhere")
        }
    }

    @Test func afterFiveWrongSignIns_changingThePasswordIsRefused_andNothingIsStored() async {
        await failFiveSignIns()
        world.users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: world.hasher.fakeHash("right")))
        let session = AuthenticatedSession.fixture(user: .fixture(id: 4))
        let store = InMemoryUnitOfWork()
        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 900)) {
            try await ChangePasswordInteractor(dependencies: world.dependencies, unitOfWork: store)
                .execute(session: session, currentPassword: "right", newPassword: "battery staple horse", origin: "o")
        }
        #expect(store.commits == 0 && store.contents.passwordHash == nil)
    }

    @Test func wrongPasswordsAtAccountDeletion_throttleIt_andNothingIsDeleted() async {
        world.users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: world.hasher.fakeHash("right")))
        let deletion = DeleteAccountInteractor(users: world.users, members: MockListMembershipRepository.sharingNothing, hasher: world.hasher, throttle: world.throttle, clock: FixedCalendarClock())
        for _ in 0..<5 {
            await #expect(throws: DomainError.invalid(ValidationErrors([.password: .wrongPassword]))) {
                try await deletion.execute(userID: 4, password: "wrong", origin: "o")
            }
        }
        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 900)) { try await deletion.execute(userID: 4, password: "right", origin: "o") }
        #expect(world.users.delete.callCount == 0)
    }
}
