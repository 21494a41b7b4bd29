import Domain
import Entities
import Mocks
import Testing

struct FetchSmartListInteractorTests {
    private let reminders = MockReminderRepository()
    private let clock = FixedCalendarClock(localDate: .fixture("2026-11-22"), localTime: .fixture("00:30"))

    private var interactor: FetchSmartListInteractor { FetchSmartListInteractor(repository: reminders, clock: clock) }

    @Test(arguments: SmartList.allCases)
    func smartList_isReadAsOfTheClocksLocalDay(smartList: SmartList) async throws {
        let result = page([.fixture(due: DueDate(date: .fixture("2026-11-22")))])
        reminders.remindersInSmartList.returns(result)

        #expect(try await interactor.execute(smartList, page: PageRequest()) == result)
        #expect(reminders.remindersInSmartList.calls == [.init(smartList: smartList, today: .fixture("2026-11-22"), page: PageRequest())])
    }

    @Test func pagePastTheLast_fetchesTheLastPage() async throws {
        let last = page([.fixture()], number: 2, size: 10, totalCount: 11)
        reminders.remindersInSmartList.stub { call in
            call.page.number == 2 ? last : page([], number: call.page.number, size: 10, totalCount: 11)
        }

        #expect(try await interactor.execute(.scheduled, page: PageRequest(number: 9, size: 10)) == last)
        #expect(reminders.remindersInSmartList.calls.map(\.page) == [PageRequest(number: 9, size: 10), PageRequest(number: 2, size: 10)])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.remindersInSmartList.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(.today, page: PageRequest()) }
    }
}
