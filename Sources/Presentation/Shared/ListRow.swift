import Entities

/// A list as the lists overview shows it.
public struct ListRow: Sendable, Equatable, Identifiable {
    /// The identifier.
    public var id: ReminderList.ID
    /// The name.
    public var name: String
    /// "3 open".
    public var openCountText: String
    /// Its icon in its colour, beside its name.
    public var look = ListLook()
    /// Whether someone else shares it with the person (marked as such).
    public var isShared = false
}
