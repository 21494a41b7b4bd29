import Entities

/// A reminder as a list, smart list or search result shows it.
public struct ReminderRow: Sendable, Equatable, Identifiable {
    /// The identifier.
    public var id: Reminder.ID
    /// The list's identifier.
    public var listID: ReminderList.ID
    /// The list's name, where rows from several lists are shown together.
    public var listName: String?
    /// The title.
    public var title: String
    /// The notes.
    public var notes: String?
    /// "Today, 14:30", "Sat 5 Dec"; nil without a due date.
    public var dueText: String?
    /// Whether it is open and its due date has passed.
    public var isOverdue: Bool
    /// The form value of its priority: `none`, `low`, `medium` or `high`.
    public var priority: String
    /// The priority's localized name; nil for no priority.
    public var priorityText: String?
    /// Whether it is completed.
    public var isCompleted: Bool
    /// The toggle button's label: "Mark done" or "Mark open".
    public var toggleText: String
    /// Whether it is flagged (the row shows the flag).
    public var isFlagged: Bool
    /// The flag button's label: "Flag" or "Unflag".
    public var flagToggleText: String

    /// The value the toggle form sends as `isCompleted`: the opposite of now.
    public var toggleValue: Bool { !isCompleted }
    /// The value the flag button sends as `isFlagged`: the opposite of now.
    public var flagToggleValue: Bool { !isFlagged }
}
