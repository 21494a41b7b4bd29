import Domain
import Entities

/// A tag's page: the open reminders that carry it, from every list.
public final class TagViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasCalendarClock & HasFetchTaggedRemindersUseCase & HasFetchListSummariesUseCase
        & HasFetchParentTitlesUseCase & HasFetchPeopleNamesUseCase & ReminderRowsViewModel.UseCases

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened page `page` of the tag named `tag` (as the address spells it, without `#`).
        case onAppear(tag: String, page: Int)
        /// Acted on a row on page `page` of the tag; the person goes back to that same page.
        case row(ReminderRowAction, tag: String, page: Int)
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The tag's name, without `#`, as the address spells it.
        public var tag: String
        /// The page title: `#home`.
        public var title: String
        /// The rows, with their lists' names.
        public var rows: [ReminderRow] = []
        /// Where the page sits among the pages.
        public var pagination: Pagination = .empty
        /// The empty state's title: every reminder with the tag is completed.
        public var emptyTitle: String
        /// The empty state's message.
        public var emptyMessage: String
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none

        /// Whether the page has no reminders.
        public var isEmpty: Bool { rows.isEmpty }
    }

    /// The page's current state.
    public internal(set) var state: State
    let useCases: any UseCases
    let strings: StringCatalog

    /// A ViewModel for one request.
    public init(useCases: any UseCases, strings: StringCatalog) {
        self.useCases = useCases
        self.strings = strings
        state = Self.initialState(tag: "", strings: strings)
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case let .onAppear(tag, page):
            await load(tag, page: page)
        case let .row(action, tag, page):
            let rows = ReminderRowsViewModel(returningTo: .tag(tag, page: page), useCases: useCases, strings: strings)
            await rows.send(action) {
                await load(tag, page: page)
                return state.outcome
            }
            state.outcome = rows.state.outcome
        }
    }

    private func load(_ name: String, page: Int) async {
        state = Self.initialState(tag: name, strings: strings)
        // A name that is no tag could be carried by nothing.
        guard let tag = Tag(name), tag.name == name else {
            state.outcome = .notFound
            return
        }
        do {
            let reminders = try await useCases.fetchTaggedRemindersUseCase.execute(tag: tag, page: PageRequest(number: page))
            state.rows = try await ReminderRowBuilder.acrossLists(reminders.items, useCases: useCases, strings: strings).builder
                .rows(reminders.items)
            state.pagination = Pagination(reminders)
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }

    private static func initialState(tag: String, strings: StringCatalog) -> State {
        State(tag: tag, title: "#\(tag)", emptyTitle: strings[.tagEmptyTitle], emptyMessage: strings[.tagEmptyMessage])
    }
}
