import Entities

/// A list as the lists overview shows it.
public struct ListRow: Sendable, Equatable, Identifiable {
    /// The identifier.
    public var id: ReminderList.ID
    /// The name.
    public var name: String
    /// "3 open".
    public var openCountText: String
    /// The colour of its icon.
    public var color: ListColor = .default
    /// Its icon, beside its name.
    public var icon: ListIcon = .default
}
