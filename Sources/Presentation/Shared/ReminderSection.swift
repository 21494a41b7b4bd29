/// A group of rows under a heading ("Overdue", "Tomorrow"); a section without a heading shows none.
public struct ReminderSection: Sendable, Equatable {
    /// The heading, if the section has one.
    public var heading: String?
    /// The reminders of the page.
    public var rows: [ReminderRow]

    /// Whether to show a heading.
    public var hasHeading: Bool { heading != nil }
}
