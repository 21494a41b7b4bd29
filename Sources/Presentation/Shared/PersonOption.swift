import Entities

/// A person to choose in a form (the member a reminder is assigned to), by display name.
public struct PersonOption: Sendable, Equatable, Identifiable {
    /// Their account's identifier.
    public var id: User.ID
    /// Their display name.
    public var name: String
    /// Whether the option is the selected one.
    public var isSelected: Bool = false

    /// An option.
    public init(id: User.ID, name: String, isSelected: Bool = false) {
        self.id = id
        self.name = name
        self.isSelected = isSelected
    }
}
