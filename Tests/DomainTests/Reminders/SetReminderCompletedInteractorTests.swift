import Domain
import Entities
import Foundation
import Mocks
import Testing

struct SetReminderCompletedInteractorTests {
    private let reminders = MockReminderRepository()
    private let clock = FixedCalendarClock(date: Date(timeIntervalSince1970: 1_795_310_000))

    private var interactor: SetReminderCompletedInteractor { SetReminderCompletedInteractor(repository: reminders, clock: clock) }

    @Test func completing_stampsTheClocksTime() async throws {
        reminders.setCompletion.returns(.fixture(id: 5, completedAt: clock.date))

        let reminder = try await interactor.execute(id: 5, isCompleted: true)

        #expect(reminder == .fixture(id: 5, completedAt: clock.date))
        #expect(reminders.setCompletion.calls == [.init(id: 5, completedAt: clock.date)])
    }

    @Test func reopening_clearsTheCompletionDate() async throws {
        reminders.setCompletion.returns(.fixture(id: 5))

        _ = try await interactor.execute(id: 5, isCompleted: false)

        #expect(reminders.setCompletion.calls == [.init(id: 5, completedAt: nil)])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.setCompletion.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(id: 5, isCompleted: true) }
    }
}
