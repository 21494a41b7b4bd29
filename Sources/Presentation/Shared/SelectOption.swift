/// An item to choose in a `<select>` by its identifier and name: a list (where to move a
/// reminder, which list it belongs to) or a person (whom it is assigned to).
public struct SelectOption: Sendable, Equatable, Identifiable {
    /// The identifier: a list's or an account's.
    public var id: Int64
    /// The name shown.
    public var name: String
    /// Whether the option is the selected one.
    public var isSelected: Bool

    /// An option, not selected unless told.
    public init(id: Int64, name: String, isSelected: Bool = false) {
        self.id = id
        self.name = name
        self.isSelected = isSelected
    }
}

extension [SelectOption] {
    /// The options with the one whose identifier is `id` selected, and none else (none for nil).
    func selecting(_ id: Int64?) -> [SelectOption] {
        map { SelectOption(id: $0.id, name: $0.name, isSelected: $0.id == id) }
    }
}
