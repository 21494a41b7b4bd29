import Domain
import Entities
import Mocks
import Testing

struct MoveReminderInteractorTests {
    private let reminders = MockReminderRepository()

    @Test func movesTheReminderToTheList() async throws {
        reminders.move.returns(.fixture(id: 4, listID: 7))

        #expect(try await MoveReminderInteractor(repository: reminders, access: .fixture()).execute(id: 4, toList: 7) == .fixture(id: 4, listID: 7))
        #expect(reminders.move.calls == [.init(id: 4, listID: 7)])
    }

    @Test func missingReminderOrList_isNotFound() async {
        reminders.move.fails(with: .notFound)

        await #expect(throws: DomainError.notFound) { try await MoveReminderInteractor(repository: reminders, access: .fixture()).execute(id: 4, toList: 99) }
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.move.fails(with: failure)

        await #expect(throws: expected) { try await MoveReminderInteractor(repository: reminders, access: .fixture()).execute(id: 4, toList: 7) }
    }
}
