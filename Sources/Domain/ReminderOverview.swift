import Entities

/// What a person has, at a glance: each list with its open count, and each smart list's count
/// (its open reminders; Completed's, its completed ones).
public struct ReminderOverview: Sendable, Equatable {
    /// Every list with its count of open reminders, by name (ignoring case).
    public var lists: [ReminderListSummary]
    /// How many reminders each smart list holds; one not given holds none.
    public var counts: [SmartList: Int]

    /// Creates an overview.
    public init(lists: [ReminderListSummary] = [], counts: [SmartList: Int] = [:]) {
        self.lists = lists
        self.counts = counts
    }

    /// How many reminders `smartList` holds.
    public func count(of smartList: SmartList) -> Int { counts[smartList] ?? 0 }
}
