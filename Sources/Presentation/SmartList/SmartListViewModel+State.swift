import Domain

extension SmartListViewModel {
    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// Which smart list this is.
        public var list: SmartList
        /// The page title: "Today", "Scheduled", "Flagged", "All" or "Completed".
        public var title: String
        /// The rows, grouped under headings.
        public var sections: [ReminderSection] = []
        /// Where the page sits among the pages.
        public var pagination: Pagination = .empty
        /// The empty state's title, for this smart list.
        public var emptyTitle: String
        /// The empty state's message.
        public var emptyMessage: String
        /// Whether the page has the quick-add field: Today, Scheduled and Flagged, once the
        /// person has a list for the reminder to go to.
        public var canAdd = false
        /// The quick-add title as typed, when it broke a rule.
        public var newTitle = ""
        /// The message beside the quick-add field (and beside the list, when there is none).
        public var errors = FieldErrors.none
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none

        /// Whether the page has no reminders.
        public var isEmpty: Bool { sections.isEmpty }
    }
}

extension SmartListViewModel.State {
    /// The state of `list` before loading.
    init(list: SmartList, strings: StringCatalog) {
        self.init(
            list: list, title: strings.string(list.titleKey), emptyTitle: strings.string(list.emptyTitleKey),
            emptyMessage: strings.string(list.emptyMessageKey)
        )
    }
}
