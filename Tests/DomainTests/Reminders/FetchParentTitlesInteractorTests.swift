import Domain
import Entities
import Mocks
import Testing

struct FetchParentTitlesInteractorTests {
    private let reminders = MockReminderRepository()

    @Test func readsTheTitlesOfTheSubtasksParents_eachOnce_inOneRead() async throws {
        reminders.titles.returns([5: "Pack for the trip"])
        let page: [Reminder] = [.fixture(id: 1), .fixture(id: 6, parentID: 5), .fixture(id: 7, parentID: 5), .fixture(id: 8, parentID: 3)]

        let titles = try await FetchParentTitlesInteractor(repository: reminders).execute(for: page)

        #expect(titles == [5: "Pack for the trip"])
        #expect(reminders.titles.calls == [[5, 3]])
    }

    @Test func withoutSubtasks_readsNothing() async throws {
        let titles = try await FetchParentTitlesInteractor(repository: reminders).execute(for: [.fixture(id: 1)])

        #expect(titles.isEmpty)
        #expect(reminders.titles.callCount == 0)
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.titles.fails(with: failure)

        await #expect(throws: expected) { try await FetchParentTitlesInteractor(repository: reminders).execute(for: [.fixture(id: 6, parentID: 5)]) }
    }
}
