import Entities

/// The localized name of each priority.
public struct PriorityNames: Sendable, Equatable {
    /// The name of no priority.
    public var none: String
    /// The name of low priority.
    public var low: String
    /// The name of medium priority.
    public var medium: String
    /// The name of high priority.
    public var high: String

    /// The name of `priority`.
    public func name(of priority: Priority) -> String {
        switch priority {
        case .none: none
        case .low: low
        case .medium: medium
        case .high: high
        }
    }
}

extension PriorityNames {
    /// The names from the catalog.
    init(_ strings: StringCatalog) {
        self.init(
            none: strings[.priorityNone], low: strings[.priorityLow],
            medium: strings[.priorityMedium], high: strings[.priorityHigh]
        )
    }
}
