import Domain
import Entities
import Mocks
import Testing

struct FetchReminderInteractorTests {
    private let reminders = MockReminderRepository()

    @Test func returnsTheReminder() async throws {
        reminders.reminder.returns(.fixture(id: 12))

        #expect(try await FetchReminderInteractor(repository: reminders, access: .fixture()).execute(id: 12) == .fixture(id: 12))
        #expect(reminders.reminder.calls == [12])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.reminder.fails(with: failure)

        await #expect(throws: expected) { try await FetchReminderInteractor(repository: reminders, access: .fixture()).execute(id: 12) }
    }
}
