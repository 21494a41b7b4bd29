import Domain
import Entities
import Mocks
import Testing

struct SetReminderFlaggedInteractorTests {
    private let reminders = MockReminderRepository()

    private var interactor: SetReminderFlaggedInteractor { SetReminderFlaggedInteractor(repository: reminders, access: .fixture()) }

    @Test(arguments: [true, false])
    func flaggingOrUnflagging_setsTheFlag_andAnswersTheReminder(isFlagged: Bool) async throws {
        reminders.setFlag.returns(.fixture(id: 5, isFlagged: isFlagged))

        let reminder = try await interactor.execute(id: 5, isFlagged: isFlagged)

        #expect(reminder == .fixture(id: 5, isFlagged: isFlagged))
        #expect(reminders.setFlag.calls == [.init(id: 5, isFlagged: isFlagged)])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.setFlag.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(id: 5, isFlagged: true) }
    }
}
