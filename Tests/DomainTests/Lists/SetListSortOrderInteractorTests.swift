import Domain
import Entities
import Mocks
import Testing

struct SetListSortOrderInteractorTests {
    private let lists = MockReminderListRepository()

    private var interactor: SetListSortOrderInteractor { SetListSortOrderInteractor(repository: lists, access: .fixture()) }

    @Test(arguments: ReminderSortOrder.allCases)
    func choosingAnOrder_storesIt_andAnswersTheList(order: ReminderSortOrder) async throws {
        lists.setSortOrder.returns(.fixture(id: 4, sortOrder: order))

        let list = try await interactor.execute(id: 4, order: order)

        #expect(list == .fixture(id: 4, sortOrder: order))
        #expect(lists.setSortOrder.calls == [.init(id: 4, order: order)])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        lists.setSortOrder.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(id: 4, order: .title) }
    }
}
