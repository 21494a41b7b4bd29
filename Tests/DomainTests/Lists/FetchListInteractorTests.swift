import Domain
import Entities
import Mocks
import Testing

struct FetchListInteractorTests {
    private let lists = MockReminderListRepository()

    @Test func returnsTheList() async throws {
        lists.list.returns(.fixture(id: 5))

        #expect(try await FetchListInteractor(repository: lists, access: .fixture()).execute(id: 5) == .fixture(id: 5))
        #expect(lists.list.calls == [5])
    }

    @Test func missingList_isNotFound() async {
        lists.list.fails(with: .notFound)

        await #expect(throws: DomainError.notFound) { try await FetchListInteractor(repository: lists, access: .fixture()).execute(id: 5) }
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        lists.list.fails(with: failure)

        await #expect(throws: expected) { try await FetchListInteractor(repository: lists, access: .fixture()).execute(id: 5) }
    }
}
