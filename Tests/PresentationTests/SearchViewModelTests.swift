import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension SearchViewModel.State {
    static func fixture(
        query: String = "", queryError: String? = nil, hasSearched: Bool = false, rows: [ReminderRow] = [],
        pagination: Pagination = .empty, resultCountText: String = "", emptyMessage: String = "", outcome: Outcome = .none
    ) -> Self {
        Self(
            title: "Search", query: query, queryError: queryError, hasSearched: hasSearched, rows: rows,
            pagination: pagination, resultCountText: resultCountText, emptyTitle: "No results", emptyMessage: emptyMessage,
            outcome: outcome)
    }
}

struct SearchViewModelTests {
    static let results: [Reminder] = [
        .fixture(id: 1, title: "Buy milk", due: DueDate(date: .fixture("2026-11-22"))),
        .fixture(id: 2, listID: 2, title: "Milk the cows", notes: "Before 6", isFlagged: true, completedAt: fixtureDate),
    ]
    static let rows = [
        row(id: 1, listName: "Groceries", title: "Buy milk", dueText: "Tomorrow"),
        row(id: 2, listID: 2, listName: "Work", title: "Milk the cows", notes: "Before 6", isCompleted: true, isFlagged: true),
    ]

    func useCases(search: MockSearchRemindersUseCase, _ configure: (inout DIContainer) -> Void = { _ in }) -> DIContainer {
        var container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Lists.summaries), searchReminders: search)
        configure(&container)
        return container
    }

    @Test func onAppear_withoutAQuery_showsTheEmptyForm() async {
        let search = MockSearchRemindersUseCase(returning: .fixture([]))
        let viewModel = SearchViewModel(useCases: useCases(search: search), strings: strings)

        await viewModel.send(.onAppear(query: " ", page: 1))

        #expect(viewModel.state == .fixture(query: " "))
        #expect(!viewModel.state.hasNoResults && !viewModel.state.hasResults)
        #expect(search.stub.calls == [.init(query: " ", page: PageRequest(number: 1))])
    }

    @Test func onAppear_withAQuery_listsTheResultsWithTheirLists() async {
        let search = MockSearchRemindersUseCase(returning: .fixture(Self.results))
        let viewModel = SearchViewModel(useCases: useCases(search: search), strings: strings)

        await viewModel.send(.onAppear(query: " milk ", page: 1))

        #expect(viewModel.state == .fixture(
            query: " milk ", hasSearched: true, rows: Self.rows, pagination: .single(2),
            resultCountText: "2 results for “milk”", emptyMessage: "Nothing matches “milk”."))
        #expect(viewModel.state.hasResults)
    }

    @Test func onAppear_withOneResult_saysSo() async {
        let viewModel = SearchViewModel(
            useCases: useCases(search: MockSearchRemindersUseCase(returning: .fixture([Self.results[0]], number: 2, totalCount: 51))),
            strings: strings)

        await viewModel.send(.onAppear(query: "milk", page: 2))

        #expect(viewModel.state == .fixture(
            query: "milk", hasSearched: true, rows: [Self.rows[0]], pagination: Pagination(number: 2, pageCount: 2, totalCount: 51),
            resultCountText: "51 results for “milk”", emptyMessage: "Nothing matches “milk”."))
    }

    @Test func onAppear_findingNothing_saysSo() async {
        let viewModel = SearchViewModel(
            useCases: useCases(search: MockSearchRemindersUseCase(returning: .fixture([]))), strings: strings)

        await viewModel.send(.onAppear(query: "tea", page: 1))

        #expect(viewModel.state == .fixture(
            query: "tea", hasSearched: true, pagination: .single(0),
            resultCountText: "No results for “tea”", emptyMessage: "Nothing matches “tea”."))
        #expect(viewModel.state.hasNoResults)
    }

    @Test func onAppear_withATooLongQuery_keepsItWithTheMessage() async {
        let query = String(repeating: "a", count: 101)
        let viewModel = SearchViewModel(
            useCases: useCases(search: MockSearchRemindersUseCase(
                failing: .invalid(ValidationErrors([.query: .tooLong(maximum: 100)])))),
            strings: strings)

        await viewModel.send(.onAppear(query: query, page: 1))

        #expect(viewModel.state == .fixture(query: query, queryError: "Search for at most 100 characters", outcome: .invalid))
    }

    @Test func onAppear_whenStorageFails_fails() async {
        let viewModel = SearchViewModel(
            useCases: useCases(search: MockSearchRemindersUseCase(failing: .unavailable("disk"))), strings: strings)

        await viewModel.send(.onAppear(query: "milk", page: 1))

        #expect(viewModel.state == .fixture(query: "milk", outcome: .failed(unavailableMessage, cause: "disk")))
    }

    @Test func onAppear_whenTheListsCannotBeRead_fails() async {
        let viewModel = SearchViewModel(
            useCases: useCases(search: MockSearchRemindersUseCase(returning: .fixture(Self.results))) {
                $0.fetchListSummariesUseCase = MockFetchListSummariesUseCase(failing: .unavailable("disk"))
            },
            strings: strings)

        await viewModel.send(.onAppear(query: "milk", page: 1))

        #expect(viewModel.state == .fixture(query: "milk", hasSearched: true, outcome: .failed(unavailableMessage, cause: "disk")))
    }

    /// The rows' actions are the row feature's (`ReminderRowsViewModelTests`).
    @Test func row_isForwarded_andComesBackToTheSameResults() async {
        let flag = MockSetReminderFlaggedUseCase(returning: .fixture(id: 1, isFlagged: true))
        let viewModel = SearchViewModel(
            useCases: useCases(search: MockSearchRemindersUseCase()) { $0.setReminderFlaggedUseCase = flag }, strings: strings)

        await viewModel.send(.row(.flagToggled(id: 1, isFlagged: true), query: "milk", page: 2))

        #expect(viewModel.state == .fixture(outcome: .redirect(.search(query: "milk", page: 2), flash: FlashText(.reminderFlagged))))
        #expect(flag.stub.calls == [.init(id: 1, isFlagged: true)])
    }

    @Test func row_breakingAnUnexpectedRule_showsTheSameResultsAgain() async {
        let search = MockSearchRemindersUseCase(returning: .fixture(Self.results, number: 3, totalCount: 102))
        let viewModel = SearchViewModel(
            useCases: useCases(search: search) {
                $0.setReminderFlaggedUseCase = MockSetReminderFlaggedUseCase(failing: .invalid(ValidationErrors()))
            },
            strings: strings)

        await viewModel.send(.row(.flagToggled(id: 2, isFlagged: false), query: "milk", page: 3))

        #expect(viewModel.state == .fixture(
            query: "milk", hasSearched: true, rows: Self.rows, pagination: Pagination(number: 3, pageCount: 3, totalCount: 102),
            resultCountText: "102 results for “milk”", emptyMessage: "Nothing matches “milk”.", outcome: .invalid))
        #expect(search.stub.calls == [.init(query: "milk", page: PageRequest(number: 3))])
    }
}

@Suite struct SearchQueryParameterTests {
}
