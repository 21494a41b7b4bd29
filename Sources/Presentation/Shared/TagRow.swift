/// A tag as the Tags section shows it: its name (without `#`) and its count of open reminders.
public struct TagRow: Sendable, Equatable {
    /// The name, without `#`.
    public var name: String
    /// "2 open".
    public var openCountText: String

    /// Creates a row.
    public init(name: String, openCountText: String) {
        self.name = name
        self.openCountText = openCountText
    }
}
