import Foundation

/// One reminder in a list.
public struct Reminder: Sendable, Equatable, Hashable, Identifiable {
    /// The storage's identifier.
    public typealias ID = Int64

    /// Its identifier, which the store gives it when it inserts it (an insert copies the
    /// reminder and sets only this).
    public var id: ID
    public var listID: ReminderList.ID
    /// The title: 3–100 characters after trimming.
    public var title: String
    /// Notes of up to 2,000 characters; never empty (empty is nil).
    public var notes: String?
    public var due: DueDate?
    public var priority: Priority
    /// Whether it is flagged (the Flagged smart list gathers the open ones).
    public var isFlagged: Bool
    /// When it was completed; nil while it is open.
    public var completedAt: Date?
    public var createdAt: Date
    /// The reminder this one is a subtask of; nil for a reminder of the list's own. Subtasks go one
    /// level deep: a subtask has none of its own.
    public var parentID: ID?
    /// How it repeats, and how far along; nil when it does not. A repeating reminder has a due date.
    public var repetition: Repetition?
    /// Its tags, in the order given, each once.
    public var tags: [Tag]
    /// When it alerts its owner; nil when it does not. Only a reminder with a due date alerts.
    public var alert: ReminderAlert?
    /// The web page it links to; nil without one.
    public var link: WebLink?

    /// Creates a reminder.
    public init(
        id: ID, listID: ReminderList.ID, title: String, notes: String? = nil, due: DueDate? = nil,
        priority: Priority = .none, isFlagged: Bool = false, completedAt: Date? = nil, createdAt: Date,
        parentID: ID? = nil, repetition: Repetition? = nil, tags: [Tag] = [], alert: ReminderAlert? = nil,
        link: WebLink? = nil
    ) {
        self.id = id
        self.listID = listID
        self.title = title
        self.notes = notes
        self.due = due
        self.priority = priority
        self.isFlagged = isFlagged
        self.completedAt = completedAt
        self.createdAt = createdAt
        self.parentID = parentID
        self.repetition = repetition
        self.tags = tags
        self.alert = alert
        self.link = link
    }

    /// Whether it is a subtask of another reminder.
    public var isSubtask: Bool { parentID != nil }

    /// Whether it is done.
    public var isCompleted: Bool { completedAt != nil }

    /// Whether it is open and its due date has passed.
    public func isOverdue(today: LocalDate, now: LocalTime) -> Bool {
        guard !isCompleted, let due else { return false }
        return due.isPast(today: today, now: now)
    }
}
