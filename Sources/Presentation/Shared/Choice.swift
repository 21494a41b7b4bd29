/// One option of a `<select>` or a group of radio buttons (a priority, a language, a time zone):
/// the value the form sends, what the person reads, and whether it is the one chosen.
public struct Choice: Sendable, Equatable {
    public var value: String
    public var label: String
    public var isSelected: Bool

    /// Creates an option.
    public init(value: String, label: String, isSelected: Bool) {
        self.value = value
        self.label = label
        self.isSelected = isSelected
    }
}

/// Options under one heading (`<optgroup>`).
public struct ChoiceGroup: Sendable, Equatable {
    public var label: String
    public var choices: [Choice]

    /// Creates a group.
    public init(label: String, choices: [Choice]) {
        self.label = label
        self.choices = choices
    }
}
