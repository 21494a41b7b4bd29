import Domain
import Entities
import Foundation

/// Search: the reminders whose title or notes contain the query.
public final class SearchViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasCalendarClock & HasSearchRemindersUseCase & HasFetchListSummariesUseCase
        & HasSetReminderCompletedUseCase & HasSetReminderFlaggedUseCase & HasFetchParentTitlesUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the page, or searched: `query` as typed (empty before searching).
        case onAppear(query: String, page: Int)
        /// Ticked or unticked a result on page `page` of the results for `query`.
        case reminderToggled(id: Reminder.ID, isCompleted: Bool, query: String, page: Int)
        /// Flagged or unflagged a result on page `page` of the results for `query`.
        case reminderFlagToggled(id: Reminder.ID, isFlagged: Bool, query: String, page: Int)
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
        case let .reminderToggled(id, isCompleted, query, page):
            state.outcome = await ReminderToggle.outcome(
                id: id, isCompleted: isCompleted, returningTo: .search(query: query, page: page),
                useCase: useCases.setReminderCompletedUseCase, strings: strings
            ) {
                await search(query, page: page)
                return state.outcome
            }
        case let .reminderFlagToggled(id, isFlagged, query, page):
            state.outcome = await ReminderToggle.flagOutcome(
                id: id, isFlagged: isFlagged, returningTo: .search(query: query, page: page),
                useCase: useCases.setReminderFlaggedUseCase, strings: strings
            ) {
                await search(query, page: page)
                return state.outcome
            }
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
