import Domain
import Entities
import Mocks
import Testing

struct FetchSubtasksInteractorTests {
    private let reminders = MockReminderRepository()

    @Test func answersTheParentsSubtasks_fromTheRepository() async throws {
        let subtasks: [Reminder] = [.fixture(id: 6, title: "Passport", parentID: 5), .fixture(id: 7, title: "Charger", parentID: 5)]
        reminders.subtasks.returns(subtasks)

        let fetched = try await FetchSubtasksInteractor(repository: reminders, access: .fixture()).execute(parentID: 5)

        #expect(fetched == subtasks)
        #expect(reminders.subtasks.calls == [5])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.subtasks.fails(with: failure)

        await #expect(throws: expected) { try await FetchSubtasksInteractor(repository: reminders, access: .fixture()).execute(parentID: 5) }
    }
}
