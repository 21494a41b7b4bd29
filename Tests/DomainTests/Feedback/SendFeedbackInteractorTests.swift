import Domain
import Entities
import Mocks
import Testing

struct SendFeedbackInteractorTests {
    private let users = MockUserRepository()
    private let queue = MockFeedbackQueueRepository()
    private let delivery = MockFeedbackDeliveryTrigger()
    private let clock = FixedCalendarClock()

    private var interactor: SendFeedbackInteractor {
        SendFeedbackInteractor(users: users, feedback: FeedbackDependencies(queue: queue, delivery: delivery), clock: clock)
    }

    @Test func validDraft_isTrimmedAndQueuedFromTheAccount_thenTheDeliveryIsWoken() async throws {
        // given: the wakes counted when the queue is written, to see that the write comes first
        let wakesWhenStored = Shared<[Int]>([])
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4, email: "ada@example.com", displayName: "Ada"), passwordHash: "hash"))
        queue.enqueue.stub { [delivery] call throws(RepositoryError) in
            wakesWhenStored.withLock { $0.append(delivery.wakeCount) }
            return .fixture(id: 9, userID: call.user.id, message: call.draft.message, createdAt: call.createdAt)
        }

        // when
        let feedback = try await interactor.execute(userID: 4, draft: .fixture(kind: .problem, message: "  The list page is slow \n", mayReply: false))

        // then
        #expect(feedback == .fixture(id: 9, userID: 4, message: "The list page is slow"))
        #expect(users.credentialsByID.calls == [4])
        #expect(queue.enqueue.calls == [
            .init(draft: .fixture(kind: .problem, message: "The list page is slow", mayReply: false), user: .fixture(id: 4), createdAt: clock.date),
        ])
        #expect(wakesWhenStored.current == [0])
        #expect(delivery.wakeCount == 1)
    }

    @Test(arguments: [
        ("123456789", ValidationIssue.tooShort(minimum: 10)),
        (String(repeating: "a", count: 2001), .tooLong(maximum: 2000)),
        (" \n ", .empty),
    ])
    func invalidMessage_isInvalid_andNothingIsStoredOrWoken(message: String, issue: ValidationIssue) async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.message: issue]))) {
            try await interactor.execute(userID: 4, draft: .fixture(message: message))
        }
        #expect(users.credentialsByID.callCount == 0)
        #expect(queue.enqueue.callCount == 0)
        #expect(delivery.wakeCount == 0)
    }

    @Test func missingAccount_isNotFound_andNothingIsStoredOrWoken() async {
        users.credentialsByID.fails(with: .notFound)
        await #expect(throws: DomainError.notFound) { try await interactor.execute(userID: 4, draft: .fixture()) }
        #expect(queue.enqueue.callCount == 0)
        #expect(delivery.wakeCount == 0)
    }

    @Test func queueFailure_isUnavailable_andTheDeliveryIsNotWoken() async {
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: "hash"))
        queue.enqueue.fails(with: .unavailable("disk full"))
        await #expect(throws: DomainError.unavailable("disk full")) { try await interactor.execute(userID: 4, draft: .fixture()) }
        #expect(delivery.wakeCount == 0)
    }

    @Test func withNowhereToDeliver_feedbackIsStillStored() async throws {
        users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: "hash"))
        queue.enqueue.returns(.fixture(id: 9, userID: 4))
        let storedOnly = SendFeedbackInteractor(users: users, feedback: FeedbackDependencies(queue: queue, delivery: StoredOnlyFeedbackDelivery()), clock: clock)

        #expect(try await storedOnly.execute(userID: 4, draft: .fixture()) == .fixture(id: 9, userID: 4))
        #expect(queue.enqueue.callCount == 1)
    }
}
