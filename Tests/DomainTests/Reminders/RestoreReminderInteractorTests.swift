import Domain
import Entities
import Foundation
import Mocks
import Testing

struct RestoreReminderInteractorTests {
    private let reminders = MockReminderRepository()
    private let clock = FixedCalendarClock(date: fixtureDate.addingTimeInterval(3_600))

    private var interactor: RestoreReminderInteractor { RestoreReminderInteractor(repository: reminders, access: .fixture(), clock: clock) }

    @Test func restoresAReminderDeletedWithinTheWindow_andAnswersItAsItWas() async throws {
        reminders.restore.returns(.fixture(id: 7, title: "Water plants", isFlagged: true))

        let restored = try await interactor.execute(id: 7)

        #expect(restored == .fixture(id: 7, title: "Water plants", isFlagged: true))
        // Deleted at or after one window before the clock's time: 10 minutes before an hour past the fixture date.
        #expect(reminders.restore.calls == [.init(id: 7, deletedSince: fixtureDate.addingTimeInterval(3_600 - 600))])
    }

    @Test func aReminderNotRestorable_isNotFound() async {
        // The repository's answer for one not deleted, deleted too long ago, someone else's, or whose list is gone.
        reminders.restore.fails(with: .notFound)

        await #expect(throws: DomainError.notFound) { try await interactor.execute(id: 7) }
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.restore.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(id: 7) }
    }
}
