import Foundation

/// One reminder in a list: what it says (`details`, whose fields read as its own: `title`,
/// `notes`, …) and where and when it stands.
@dynamicMemberLookup
public struct Reminder: Sendable, Equatable, Hashable, Identifiable, HoldsReminderDetails {
    /// The storage's identifier.
    public typealias ID = Int64

    /// Its identifier, which the store gives it when it inserts it (an insert copies the
    /// reminder and sets only this).
    public var id: ID
    public var listID: ReminderList.ID
    /// What it says: title, notes, priority, flag, tags.
    public var details: ReminderDetails
    public var due: DueDate?
    /// When it was completed; nil while it is open.
    public var completedAt: Date?
    public var createdAt: Date
    /// The reminder this one is a subtask of; nil for a reminder of the list's own. Subtasks go one
    /// level deep: a subtask has none of its own.
    public var parentID: ID?
    /// How it repeats, and how far along; nil when it does not. A repeating reminder has a due date.
    public var repetition: Repetition?
    /// When it alerts the people it alerts (Domain's `AlertRecipients`), before its due time; nil
    /// when it does not. Only a reminder with a due date alerts.
    public var alert: ReminderAlert?
    /// The web page it links to; nil without one.
    public var link: WebLink?
    /// Its identity in files (`ReminderUID`), kept from creation on; nil on a reminder not stored
    /// yet, which the store gives a new one (`ReminderUID.random()`) as it inserts it.
    public var uid: ReminderUID?
    /// The member of its (shared) list it is assigned to; nil when it is no one's. Who may be
    /// assigned is Domain's rule (`Assignees`): the list's owner or one of its editors.
    public var assigneeID: User.ID?
    /// Who completed it, on a list shared with anyone; nil while it is open, and on a list shared
    /// with no one (where it can only be its owner). The store records it (Domain's `CompletedBy`).
    public var completedByID: User.ID?

    /// Creates a reminder of `details`.
    public init(
        id: ID, listID: ReminderList.ID, details: ReminderDetails, due: DueDate? = nil, completedAt: Date? = nil, createdAt: Date,
        parentID: ID? = nil, repetition: Repetition? = nil, alert: ReminderAlert? = nil, link: WebLink? = nil, uid: ReminderUID? = nil,
        assigneeID: User.ID? = nil, completedByID: User.ID? = nil
    ) {
        self.id = id
        self.assigneeID = assigneeID
        self.completedByID = completedByID
        self.uid = uid
        self.listID = listID
        self.details = details
        self.due = due
        self.completedAt = completedAt
        self.createdAt = createdAt
        self.parentID = parentID
        self.repetition = repetition
        self.alert = alert
        self.link = link
    }

    /// Creates a reminder from the fields of its details every reminder has had; a field added to
    /// the details later is set on them (`reminder.details`, or `Reminder.fixture`'s closure).
    public init(
        id: ID, listID: ReminderList.ID, title: String, notes: String? = nil, due: DueDate? = nil,
        priority: Priority = .none, isFlagged: Bool = false, completedAt: Date? = nil, createdAt: Date,
        parentID: ID? = nil, repetition: Repetition? = nil, tags: [Tag] = [], alert: ReminderAlert? = nil,
        link: WebLink? = nil, uid: ReminderUID? = nil
    ) {
        var details = ReminderDetails(title: title)
        details.notes = notes
        details.priority = priority
        details.isFlagged = isFlagged
        details.tags = tags
        self.init(
            id: id, listID: listID, details: details, due: due, completedAt: completedAt, createdAt: createdAt, parentID: parentID,
            repetition: repetition, alert: alert, link: link, uid: uid
        )
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
