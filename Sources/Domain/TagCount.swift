import Entities

/// A tag in use, with how many open reminders carry it: an entry of the Tags section.
public struct TagCount: Sendable, Equatable {
    /// The tag, as one of its reminders spells it.
    public var tag: Tag
    /// How many open reminders (not deleted) carry it.
    public var openCount: Int

    /// Creates an entry.
    public init(tag: Tag, openCount: Int) {
        self.tag = tag
        self.openCount = openCount
    }
}
