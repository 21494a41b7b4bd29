import Entities

/// A list to choose in a `<select>`: where to move a reminder, or which list it belongs to.
public struct ListOption: Sendable, Equatable, Identifiable {
    /// The identifier.
    public var id: ReminderList.ID
    /// The name.
    public var name: String
    /// Whether the option is the selected one.
    public var isSelected: Bool
}
