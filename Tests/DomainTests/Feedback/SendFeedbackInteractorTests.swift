import Domain
import Entities
import Mocks
import Testing

struct SendFeedbackInteractorTests {
    private let users = MockUserRepository()
    private let queue = MockFeedbackQueueRepository()
    private let clock = FixedCalendarClock()

    private var interactor: SendFeedbackInteractor {
        SendFeedbackInteractor(users: users, feedback: FeedbackDependencies(queue: queue), clock: clock)
    }

    @Test func validDraft_isTrimmedAndQueuedFromTheAccount() async throws {
        // given
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4, email: "ada@example.com", displayName: "Ada"), passwordHash: "hash"))
        queue.enqueue.stub { call throws(RepositoryError) in
            .fixture(id: 9, userID: call.user.id, message: call.draft.message, createdAt: call.createdAt)
        }

        // when
        let feedback = try await interactor.execute(userID: 4, draft: .fixture(kind: .problem, message: "  The list page is slow \n", mayReply: false))

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
            try await interactor.execute(userID: 4, draft: .fixture(message: message))
        }
        #expect(users.credentialsByID.callCount == 0)
        #expect(queue.enqueue.callCount == 0)
    }

    @Test func missingAccount_isNotFound_andNothingIsStored() async {
        users.credentialsByID.fails(with: .notFound)
        await #expect(throws: DomainError.notFound) { try await interactor.execute(userID: 4, draft: .fixture()) }
        #expect(queue.enqueue.callCount == 0)
    }

    @Test func queueFailure_isUnavailable() async {
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: "hash"))
        queue.enqueue.fails(with: .unavailable("disk full"))
        await #expect(throws: DomainError.unavailable("disk full")) { try await interactor.execute(userID: 4, draft: .fixture()) }
    }
}
