/// A priority to choose in a `<select>`.
public struct PriorityOption: Sendable, Equatable {
    /// The form value: `none`, `low`, `medium` or `high`.
    public var value: String
    /// The localized name.
    public var label: String
    /// Whether the option is the selected one.
    public var isSelected: Bool
}
