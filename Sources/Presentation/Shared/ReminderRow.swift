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

    /// The value the toggle form sends as `isCompleted`: the opposite of now.
    public var toggleValue: Bool { !isCompleted }
}

extension ReminderRow: Encodable {
    private enum CodingKeys: String, CodingKey {
        case id, listID, listName, title, notes, dueText, isOverdue, priority, priorityText, isCompleted, toggleText, toggleValue
    }

    /// Encodes the row with its derived values, for templates.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(listID, forKey: .listID)
        try container.encode(listName, forKey: .listName)
        try container.encode(title, forKey: .title)
        try container.encode(notes, forKey: .notes)
        try container.encode(dueText, forKey: .dueText)
        try container.encode(isOverdue, forKey: .isOverdue)
        try container.encode(priority, forKey: .priority)
        try container.encode(priorityText, forKey: .priorityText)
        try container.encode(isCompleted, forKey: .isCompleted)
        try container.encode(toggleText, forKey: .toggleText)
        try container.encode(toggleValue, forKey: .toggleValue)
    }
}
