/// A group of rows under a heading ("Overdue", "Tomorrow"); a section without a heading shows none.
public struct ReminderSection: Sendable, Equatable {
    /// The heading, if the section has one.
    public var heading: String?
    /// The reminders of the page.
    public var rows: [ReminderRow]

    /// Whether to show a heading.
    public var hasHeading: Bool { heading != nil }
}

extension ReminderSection: Encodable {
    private enum CodingKeys: String, CodingKey { case heading, hasHeading, rows }

    /// Encodes the section with its derived flag, for templates.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(heading, forKey: .heading)
        try container.encode(hasHeading, forKey: .hasHeading)
        try container.encode(rows, forKey: .rows)
    }
}
