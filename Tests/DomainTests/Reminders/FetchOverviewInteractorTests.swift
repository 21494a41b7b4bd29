import Domain
import Entities
import Mocks
import Testing

struct FetchOverviewInteractorTests {
    private let reminders = MockReminderRepository()
    private let clock = FixedCalendarClock(localDate: .fixture("2026-11-22"), localTime: .fixture("00:30"))

    private var interactor: FetchOverviewInteractor { FetchOverviewInteractor(repository: reminders, clock: clock) }

    @Test func overview_isReadAsOfTheClocksLocalDay() async throws {
        let overview = ReminderOverview(
            lists: [ReminderListSummary(list: .fixture(id: 3, name: "Home"), openCount: 2)], counts: [.today: 1, .all: 2]
        )
        reminders.overview.returns(overview)

        #expect(try await interactor.execute() == overview)
        #expect(reminders.overview.calls == [.fixture("2026-11-22")])
    }

    @Test func aSmartListNotCounted_holdsNone() {
        let overview = ReminderOverview(counts: [.flagged: 4])

        #expect(SmartList.allCases.map(overview.count(of:)) == [0, 0, 4, 0, 0, 0])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.overview.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute() }
    }
}
