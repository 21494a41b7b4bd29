import Domain
import Entities
import Foundation
import Mocks
import Testing

struct DeleteReminderInteractorTests {
    private let reminders = MockReminderRepository()
    private let clock = FixedCalendarClock(date: fixtureDate.addingTimeInterval(42))

    private var interactor: DeleteReminderInteractor { DeleteReminderInteractor(repository: reminders, access: .fixture(), clock: clock) }

    @Test func deletesTheReminder_atTheClocksTime_andSaysHowManySubtasksWentWithIt() async throws {
        reminders.delete.returns(3)

        let subtasks = try await interactor.execute(id: 9)

        #expect(subtasks == 3)
        #expect(reminders.delete.calls == [.init(id: 9, deletedAt: fixtureDate.addingTimeInterval(42))])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.delete.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(id: 9) }
    }
}
