import Domain

extension SmartListViewModel {
    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// Which smart list this is.
        public var list: SmartList
        /// The page title: "Today", "Scheduled" or "Completed".
        public var title: String
        /// The rows, grouped under headings.
        public var sections: [ReminderSection] = []
        /// Where the page sits among the pages.
        public var pagination: Pagination = .empty
        /// The empty state's title, for this smart list.
        public var emptyTitle: String
        /// The empty state's message.
        public var emptyMessage: String
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none

        /// Whether the page has no reminders.
        public var isEmpty: Bool { sections.isEmpty }
    }
}

extension SmartListViewModel.State {
    /// The state of `list` before loading.
    init(list: SmartList, strings: StringCatalog) {
        let keys: (title: StringKey, emptyTitle: StringKey, emptyMessage: StringKey) = switch list {
        case .today: (.smartTodayTitle, .smartTodayEmptyTitle, .smartTodayEmptyMessage)
        case .scheduled: (.smartScheduledTitle, .smartScheduledEmptyTitle, .smartScheduledEmptyMessage)
        case .completed: (.smartCompletedTitle, .smartCompletedEmptyTitle, .smartCompletedEmptyMessage)
        }
        self.init(list: list, title: strings[keys.title], emptyTitle: strings[keys.emptyTitle], emptyMessage: strings[keys.emptyMessage])
    }
}

extension SmartListViewModel.State: Encodable {
    private enum CodingKeys: String, CodingKey {
        case list, title, sections, pagination, emptyTitle, emptyMessage, isEmpty
    }

    /// Encodes what the template shows (the outcome is for the web layer, not the page).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(list.rawValue, forKey: .list)
        try container.encode(title, forKey: .title)
        try container.encode(sections, forKey: .sections)
        try container.encode(pagination, forKey: .pagination)
        try container.encode(emptyTitle, forKey: .emptyTitle)
        try container.encode(emptyMessage, forKey: .emptyMessage)
        try container.encode(isEmpty, forKey: .isEmpty)
    }
}
