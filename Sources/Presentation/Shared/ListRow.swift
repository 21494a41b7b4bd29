import Entities

/// A list as the lists overview shows it.
public struct ListRow: Sendable, Equatable, Encodable, Identifiable {
    public var id: ReminderList.ID
    public var name: String
    /// "3 open".
    public var openCountText: String
}
