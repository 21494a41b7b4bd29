import Domain
import Entities
import Foundation

/// Search: the reminders whose title or notes contain the query.
public final class SearchViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasCalendarClock & HasSearchRemindersUseCase & HasFetchListSummariesUseCase
        & HasFetchParentTitlesUseCase & HasFetchPeopleNamesUseCase & ReminderRowsViewModel.UseCases

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the page, or searched: `query` as typed (empty before searching).
        case onAppear(query: String, page: Int)
        /// Acted on a result's row on page `page` of the results for `query`; the person goes
        /// back to those same results.
        case row(ReminderRowAction, query: String, page: Int)
    }

    /// The page's current state.
    public internal(set) var state: State
    let useCases: any UseCases
    let strings: StringCatalog

    /// A ViewModel for one request.
    public init(useCases: any UseCases, strings: StringCatalog) {
        self.useCases = useCases
        self.strings = strings
        state = State(title: strings[.searchTitle], emptyTitle: strings[.searchEmptyTitle])
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case let .onAppear(query, page):
            await search(query, page: page)
        case let .row(action, query, page):
            let rows = ReminderRowsViewModel(returningTo: .search(query: query, page: page), useCases: useCases, strings: strings)
            await rows.send(action) {
                await search(query, page: page)
                return state.outcome
            }
            state.outcome = rows.state.outcome
        }
    }

    private func search(_ query: String, page: Int) async {
        state.query = query
        state.outcome = .none
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            let results = try await useCases.searchRemindersUseCase.execute(query: query, page: PageRequest(number: page))
            state.hasSearched = !trimmed.isEmpty
            guard state.hasSearched else { return }
            let builder = try await ReminderRowBuilder.acrossLists(results.items, useCases: useCases, strings: strings).builder
            state.rows = builder.rows(results.items)
            state.pagination = Pagination(results)
            state.resultCountText = strings.plural(.searchResultCount, count: results.totalCount, trimmed)
            state.emptyMessage = strings.string(.searchEmptyMessage, trimmed)
        } catch {
            if case .invalid(let errors) = error {
                state.queryError = FieldErrors(errors, strings: strings)[.query]
            }
            state.outcome = Outcome(error, strings: strings)
        }
    }
}
