import Domain
import Entities
import Mocks
import Testing

struct FetchListSummariesInteractorTests {
    private let lists = MockReminderListRepository()

    @Test func returnsTheRepositorysSummaries() async throws {
        let summaries = [ReminderListSummary.fixture(openCount: 2), .fixture(list: .fixture(id: 2, name: "Work"))]
        lists.fetchSummaries.returns(summaries)

        #expect(try await FetchListSummariesInteractor(repository: lists).execute() == summaries)
        #expect(lists.fetchSummaries.callCount == 1)
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        lists.fetchSummaries.fails(with: failure)

        await #expect(throws: expected) { try await FetchListSummariesInteractor(repository: lists).execute() }
    }
}
