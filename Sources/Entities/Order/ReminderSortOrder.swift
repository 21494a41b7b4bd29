/// The order a list shows its reminders in, chosen per list. Whatever the order, open reminders
/// come first and completed ones after them.
///
/// A list starts in `dueDate` order, the order every list had before there was a choice (and the
/// order of Today and Scheduled), so that no list changes its look until someone picks another.
public enum ReminderSortOrder: String, Sendable, CaseIterable {
    /// The order the person arranged by moving reminders up, down or before one another; a new
    /// reminder goes to the end.
    case manual
    /// By due date (none last; a day alone before its times), then by creation.
    case dueDate
    /// Highest priority first, then as `dueDate`.
    case priority
    /// By title, ignoring case (Unicode).
    case title
    /// Oldest first.
    case createdAt

    /// The order of a new list.
    public static let `default` = ReminderSortOrder.dueDate

    /// Whether reminders can be moved by hand in this order: only the manual order is the
    /// person's own; in the others a reminder's place follows from its fields.
    public var allowsMoving: Bool { self == .manual }
}
