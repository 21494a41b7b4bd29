import Domain
import Entities
import Mocks
import Testing

struct DeleteListInteractorTests {
    private let lists = MockReminderListRepository()

    @Test func deletesTheList() async throws {
        lists.delete.succeeds()

        try await DeleteListInteractor(repository: lists, access: .fixture()).execute(id: 6)

        #expect(lists.delete.calls == [6])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        lists.delete.fails(with: failure)

        await #expect(throws: expected) { try await DeleteListInteractor(repository: lists, access: .fixture()).execute(id: 6) }
    }
}
