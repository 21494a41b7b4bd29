import Domain
import Entities
import Mocks
import Testing

struct FetchRemindersInteractorTests {
    private let reminders = MockReminderRepository()

    private let clock = FixedCalendarClock(localDate: .fixture("2026-11-22"), localTime: .fixture("00:30"))

    private var interactor: FetchRemindersInteractor { FetchRemindersInteractor(repository: reminders, clock: clock) }

    @Test func existingList_returnsTheRequestedPage() async throws {
        // given
        let second = page([.fixture(id: 11), .fixture(id: 12)], number: 2, size: 10, totalCount: 12)
        reminders.listPage.returns(.fixture(reminders: second))

        // when
        let result = try await interactor.execute(listID: 3, includeCompleted: true, page: PageRequest(number: 2, size: 10))

        // then
        #expect(result == .fixture(reminders: second))
        #expect(reminders.listPage.calls == [.init(listID: 3, includeCompleted: true, page: PageRequest(number: 2, size: 10), overviewOn: .fixture("2026-11-22"))])
    }

    @Test func openOnly_isPassedOn() async throws {
        reminders.listPage.returns(.fixture(reminders: page([])))

        _ = try await interactor.execute(listID: 3, includeCompleted: false, page: PageRequest())

        #expect(reminders.listPage.calls == [.init(listID: 3, includeCompleted: false, page: PageRequest(), overviewOn: .fixture("2026-11-22"))])
    }

    @Test func thePage_bringsThePersonsOverviewOfTheClocksDay_fromTheSameRead() async throws {
        let overview = ReminderOverview(counts: [.today: 2, .all: 7])
        reminders.listPage.returns(.fixture(reminders: page([]), overview: overview))

        let result = try await interactor.execute(listID: 3, includeCompleted: false, page: PageRequest())

        #expect(result.overview == overview)
        #expect(reminders.listPage.calls.map(\.overviewOn) == [.fixture("2026-11-22")])
        #expect(reminders.overview.callCount == 0)
    }

    @Test func missingList_isNotFound_fromASingleRead() async {
        reminders.listPage.fails(with: .notFound)

        await #expect(throws: DomainError.notFound) {
            try await interactor.execute(listID: 3, includeCompleted: false, page: PageRequest())
        }
        #expect(reminders.listPage.callCount == 1)
    }

    @Test func pagePastTheLast_fetchesTheLastPage() async throws {
        // given: 60 reminders make 2 pages of 50, and page 9 is empty
        let last = page(Array(repeating: .fixture(), count: 10), number: 2, totalCount: 60)
        reminders.listPage.stub { call in
            .fixture(reminders: call.page.number == 2 ? last : page([], number: call.page.number, totalCount: 60))
        }

        // when
        let result = try await interactor.execute(listID: 3, includeCompleted: false, page: PageRequest(number: 9))

        // then
        #expect(result == .fixture(reminders: last))
        #expect(reminders.listPage.calls.map(\.page) == [PageRequest(number: 9), PageRequest(number: 2)])
    }

    @Test func pagePastTheEndOfAnEmptyList_isPage1() async throws {
        reminders.listPage.stub { call in .fixture(reminders: page([], number: call.page.number, size: call.page.size, totalCount: 0)) }

        let result = try await interactor.execute(listID: 3, includeCompleted: false, page: PageRequest(number: 4, size: 20))

        #expect(result == .fixture(reminders: page([], number: 1, size: 20, totalCount: 0)))
        #expect(reminders.listPage.calls.map(\.page) == [PageRequest(number: 4, size: 20), PageRequest(number: 1, size: 20)])
    }

    @Test func firstPageOfAnEmptyList_isFetchedOnce() async throws {
        reminders.listPage.returns(.fixture(reminders: page([])))

        #expect(try await interactor.execute(listID: 3, includeCompleted: false, page: PageRequest()) == .fixture(reminders: page([])))
        #expect(reminders.listPage.callCount == 1)
    }

    @Test(arguments: repositoryFailures)
    func reminderRepositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.listPage.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(listID: 3, includeCompleted: false, page: PageRequest()) }
    }

    @Test func failureWhileFetchingTheLastPage_isMappedToo() async {
        reminders.listPage.stub { call throws(RepositoryError) in
            guard call.page.number == 9 else { throw .unavailable("database is locked") }
            return .fixture(reminders: page([], number: 9, totalCount: 60))
        }

        await #expect(throws: DomainError.unavailable("database is locked")) {
            try await interactor.execute(listID: 3, includeCompleted: false, page: PageRequest(number: 9))
        }
        #expect(reminders.listPage.callCount == 2)
    }
}
