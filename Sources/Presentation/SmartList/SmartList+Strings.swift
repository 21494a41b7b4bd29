import Domain

extension SmartList {
    /// The catalog key of the smart list's name, its page's title: `SmartList.Today.title`. Each
    /// smart list's keys are named after it, so a new one needs its strings and no line here.
    var titleKey: String { keyPrefix + ".title" }
    /// The catalog key of its empty state's title.
    var emptyTitleKey: String { keyPrefix + ".emptyTitle" }
    /// The catalog key of its empty state's message.
    var emptyMessageKey: String { keyPrefix + ".emptyMessage" }

    /// `SmartList.Today`: the keys' common part.
    private var keyPrefix: String { "SmartList." + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
