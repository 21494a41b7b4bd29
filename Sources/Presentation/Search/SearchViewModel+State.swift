extension SearchViewModel {
    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The page title: "Search".
        public var title: String
        /// The query as typed.
        public var query: String = ""
        /// The message beside the query field, if it broke a rule.
        public var queryError: String?
        /// Whether a non-empty query was searched for (so that "no results" makes sense).
        public var hasSearched: Bool = false
        /// The reminders of the page.
        public var rows: [ReminderRow] = []
        /// Where the page sits among the pages.
        public var pagination: Pagination = .empty
        /// "3 results for “milk”"; empty before searching.
        public var resultCountText: String = ""
        /// The no-results state's title.
        public var emptyTitle: String
        /// The empty state's message ("Nothing matches “milk”." in search).
        public var emptyMessage: String = ""
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none

        /// Whether a search found nothing.
        public var hasNoResults: Bool { hasSearched && rows.isEmpty }
        /// Whether there are results to list.
        public var hasResults: Bool { !rows.isEmpty }
    }
}
