import Domain
import Entities
import Mocks
import Testing

struct SendFeedbackInteractorTests {
    private let users = MockUserRepository()
    private let queue = MockFeedbackQueueRepository()
    private let clock = FixedCalendarClock()
    /// One for the tests' life, as the app keeps one; time stands still in it.
    private let throttle = PasswordThrottle(policy: .feedback, now: { fixtureDate })

    private var interactor: SendFeedbackInteractor {
        SendFeedbackInteractor(users: users, feedback: FeedbackDependencies(queue: queue), clock: clock, throttle: throttle)
    }

    @Test func validDraft_isTrimmedAndQueuedFromTheAccount() async throws {
        // given
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4, email: "ada@example.com", displayName: "Ada"), passwordHash: "hash"))
        queue.enqueue.stub { call throws(RepositoryError) in
            .fixture(id: 9, userID: call.user.id, message: call.draft.message, createdAt: call.createdAt)
        }

        // when
        let feedback = try await interactor.execute(userID: 4, draft: .fixture(kind: .problem, message: "  The list page is slow \n", mayReply: false), origin: "203.0.113.9")

        // then
        #expect(feedback == .fixture(id: 9, userID: 4, message: "The list page is slow"))
        #expect(users.credentialsByID.calls == [4])
        #expect(queue.enqueue.calls == [
            .init(draft: .fixture(kind: .problem, message: "The list page is slow", mayReply: false), user: .fixture(id: 4), createdAt: clock.date),
        ])
    }

    @Test(arguments: [
        ("123456789", ValidationIssue.tooShort(minimum: 10)),
        (String(repeating: "a", count: 2001), .tooLong(maximum: 2000)),
        (" \n ", .empty),
    ])
    func invalidMessage_isInvalid_andNothingIsStored(message: String, issue: ValidationIssue) async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.message: issue]))) {
            try await interactor.execute(userID: 4, draft: .fixture(message: message), origin: "203.0.113.9")
        }
        #expect(users.credentialsByID.callCount == 0)
        #expect(queue.enqueue.callCount == 0)
    }

    @Test func missingAccount_isNotFound_andNothingIsStored() async {
        users.credentialsByID.fails(with: .notFound)
        await #expect(throws: DomainError.notFound) { try await interactor.execute(userID: 4, draft: .fixture(), origin: "203.0.113.9") }
        #expect(queue.enqueue.callCount == 0)
    }

    @Test func queueFailure_isUnavailable() async {
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: "hash"))
        queue.enqueue.fails(with: .unavailable("disk full"))
        await #expect(throws: DomainError.unavailable("disk full")) { try await interactor.execute(userID: 4, draft: .fixture(), origin: "203.0.113.9") }
    }

    /// Issue 26 item 11: 150 messages in 0.6 s were all relayed.
    @Test func fiveMessagesFromOneAccount_inAnHour_throttleTheSixth_beforeAnythingIsStored() async throws {
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: "hash"))
        queue.enqueue.returns(.fixture(id: 9, userID: 4))
        for index in 0..<5 {
            _ = try await interactor.execute(userID: 4, draft: .fixture(), origin: "198.51.100.\(index)")
        }

        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 3600)) {
            try await interactor.execute(userID: 4, draft: .fixture(), origin: "192.0.2.1")
        }
        #expect(queue.enqueue.callCount == 5)
    }

    @Test func twentyMessagesFromOneAddress_inAnHour_throttleAnyAccountsNext() async throws {
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: "hash"))
        queue.enqueue.returns(.fixture(id: 9, userID: 4))
        for index in 0..<20 {
            _ = try await interactor.execute(userID: Int64(100 + index), draft: .fixture(), origin: "203.0.113.9")
        }

        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 3600)) {
            try await interactor.execute(userID: 4, draft: .fixture(), origin: "203.0.113.9")
        }
    }

    @Test func aMessageBreakingTheRules_isNotCounted() async throws {
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: "hash"))
        queue.enqueue.returns(.fixture(id: 9, userID: 4))
        for _ in 0..<10 {
            _ = try? await interactor.execute(userID: 4, draft: .fixture(message: "short"), origin: "203.0.113.9")
        }

        #expect(try await interactor.execute(userID: 4, draft: .fixture(), origin: "203.0.113.9") == .fixture(id: 9, userID: 4))
    }
}
