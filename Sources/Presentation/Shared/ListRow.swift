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
    /// "shared with Ada, Bea" for a list with members (marked as such, naming the others on
    /// it); nil otherwise.
    public var sharedMark: String?
}
