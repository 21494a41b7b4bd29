import Entities

/// How a list looks wherever it is shown by its name (its page's heading, the lists overview):
/// its icon, in its colour. A new visual part of a list is a property here, one line of its
/// template writer, and the one partial that draws it (`Templates/partials/list-icon.mustache`).
public struct ListLook: Sendable, Equatable {
    /// The colour its icon is shown in.
    public var color: ListColor
    /// The icon beside its name.
    public var icon: ListIcon

    /// A look; by default a new list's.
    public init(color: ListColor = .default, icon: ListIcon = .default) {
        self.color = color
        self.icon = icon
    }

    /// The look `list` has.
    public init(_ list: ReminderList) {
        self.init(color: list.color, icon: list.icon)
    }
}
