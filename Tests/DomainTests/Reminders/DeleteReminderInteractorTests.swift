import Domain
import Entities
import Mocks
import Testing

struct DeleteReminderInteractorTests {
    private let reminders = MockReminderRepository()

    @Test func deletesTheReminder() async throws {
        reminders.delete.succeeds()

        try await DeleteReminderInteractor(repository: reminders).execute(id: 9)

        #expect(reminders.delete.calls == [9])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.delete.fails(with: failure)

        await #expect(throws: expected) { try await DeleteReminderInteractor(repository: reminders).execute(id: 9) }
    }
}
