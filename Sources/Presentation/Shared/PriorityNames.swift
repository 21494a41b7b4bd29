import Entities

/// The localized name of each priority.
public struct PriorityNames: Sendable, Equatable {
    public var none: String
    public var low: String
    public var medium: String
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
