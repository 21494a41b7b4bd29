import Domain
import Entities
import Mocks
import Testing

/// The feedback mocks keep the mocks' promise: an unconfigured one fails loudly.
struct FeedbackMockTests {
    @Test func anEndpointMock_answersItsScriptInOrder_thenItsStub() async throws {
        let remote = MockFeedbackRepository()
        remote.answers(.failure(.timedOut), .success(()))
        remote.succeeds()

        await #expect(throws: FeedbackDeliveryError.timedOut) { try await remote.send(.fixture(id: 1)) }
        try await remote.send(.fixture(id: 2))
        try await remote.send(.fixture(id: 3))

        #expect(remote.sent.map(\.id) == [1, 2, 3])
    }

    @Test func anUnconfiguredEndpointMock_reportsAndFails() async {
        let reports = Shared<[String]>([])
        let remote = MockFeedbackRepository { message in reports.withLock { $0.append(message) } }

        await #expect(throws: FeedbackDeliveryError.unreachable("MockFeedbackRepository.send not configured")) {
            try await remote.send(.fixture())
        }
        #expect(reports.current == ["MockFeedbackRepository.send not configured"])
    }

    @Test func anUnconfiguredQueueMock_reportsAndThrowsUnavailable() async {
        let reports = Shared<[String]>([])
        let queue = MockFeedbackQueueRepository { message in reports.withLock { $0.append(message) } }

        await #expect(throws: RepositoryError.unavailable("MockFeedbackQueueRepository.all not configured")) { try await queue.all() }
        #expect(reports.current == ["MockFeedbackQueueRepository.all not configured"])
    }

    @Test func theUseCaseMock_answersItsStub_andRecordsTheCalls() async throws {
        let sendFeedback = MockSendFeedbackUseCase(returning: .fixture(id: 4))

        #expect(try await sendFeedback.execute(userID: 1, draft: .fixture(), origin: "203.0.113.9") == .fixture(id: 4))
        #expect(sendFeedback.stub.calls == [.init(userID: 1, draft: .fixture(), origin: "203.0.113.9")])
        #expect(DIContainer.mock(sendFeedback: sendFeedback).sendFeedbackUseCase is MockSendFeedbackUseCase)
    }
}
