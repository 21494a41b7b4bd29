import Domain
import Entities
import Mocks
import Testing

struct SearchRemindersInteractorTests {
    private let reminders = MockReminderRepository()

    private var interactor: SearchRemindersInteractor { SearchRemindersInteractor(repository: reminders) }

    @Test func queryRule_isUpTo100Characters() {
        #expect(SearchRemindersInteractor.queryRule == TextRule(length: 0...100))
    }

    @Test func query_isTrimmedBeforeSearching() async throws {
        let found = page([.fixture(title: "Buy milk")])
        reminders.remindersMatching.returns(found)

        #expect(try await interactor.execute(query: "  milk \n", page: PageRequest()) == found)
        #expect(reminders.remindersMatching.calls == [.init(text: "milk", page: PageRequest())])
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func emptyQuery_findsNothing_withoutAskingTheRepository(query: String) async throws {
        let result = try await interactor.execute(query: query, page: PageRequest(number: 3, size: 20))

        #expect(result == page([], number: 1, size: 20, totalCount: 0))
        #expect(reminders.remindersMatching.callCount == 0)
    }

    @Test func queryOf100Characters_isSearched() async throws {
        let query = String(repeating: "q", count: 100)
        reminders.remindersMatching.returns(page([]))

        _ = try await interactor.execute(query: query, page: PageRequest())

        #expect(reminders.remindersMatching.calls.map(\.text) == [query])
    }

    @Test func queryLongerThan100_isInvalid_andNothingIsSearched() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.query: .tooLong(maximum: 100)]))) {
            try await interactor.execute(query: String(repeating: "q", count: 101), page: PageRequest())
        }
        #expect(reminders.remindersMatching.callCount == 0)
    }

    @Test func pagePastTheLast_fetchesTheLastPage() async throws {
        let last = page([.fixture()], number: 3, size: 5, totalCount: 11)
        reminders.remindersMatching.stub { call in
            call.page.number == 3 ? last : page([], number: call.page.number, size: 5, totalCount: 11)
        }

        #expect(try await interactor.execute(query: "milk", page: PageRequest(number: 7, size: 5)) == last)
        #expect(reminders.remindersMatching.calls == [
            .init(text: "milk", page: PageRequest(number: 7, size: 5)), .init(text: "milk", page: PageRequest(number: 3, size: 5)),
        ])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.remindersMatching.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(query: "milk", page: PageRequest()) }
    }
}
