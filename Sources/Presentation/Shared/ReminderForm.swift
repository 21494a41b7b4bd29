import Entities

/// The fields of the reminder form, as typed: what the web layer decodes and the page shows again.
public struct ReminderForm: Sendable, Equatable {
    /// The title.
    public var title: String
    /// The notes.
    public var notes: String
    /// The due day, if any.
    public var dueDate: LocalDate?
    /// The due time, if any; only with a day.
    public var dueTime: LocalTime?
    /// The priority.
    public var priority: Priority
    /// Whether the Flagged box is ticked.
    public var isFlagged: Bool
    /// The list the reminder belongs to; nil where the page implies it (adding to the list shown).
    public var listID: ReminderList.ID?

    /// Creates a form; the defaults are an empty one.
    public init(
        title: String = "", notes: String = "", dueDate: LocalDate? = nil, dueTime: LocalTime? = nil,
        priority: Priority = .none, isFlagged: Bool = false, listID: ReminderList.ID? = nil
    ) {
        self.title = title
        self.notes = notes
        self.dueDate = dueDate
        self.dueTime = dueTime
        self.priority = priority
        self.isFlagged = isFlagged
        self.listID = listID
    }

    /// The form filled with `reminder`'s fields.
    public init(_ reminder: Reminder) {
        self.init(
            title: reminder.title, notes: reminder.notes ?? "", dueDate: reminder.due?.date,
            dueTime: reminder.due?.time, priority: reminder.priority, isFlagged: reminder.isFlagged, listID: reminder.listID
        )
    }

    /// The date input's value: `YYYY-MM-DD`, or empty.
    public var dueDateText: String { dueDate?.description ?? "" }
    /// The time input's value: `HH:MM`, or empty.
    public var dueTimeText: String { dueTime?.description ?? "" }
    /// Whether no priority is selected.
    public var isPriorityNone: Bool { priority == .none }
    /// Whether low priority is selected.
    public var isPriorityLow: Bool { priority == .low }
    /// Whether medium priority is selected.
    public var isPriorityMedium: Bool { priority == .medium }
    /// Whether high priority is selected.
    public var isPriorityHigh: Bool { priority == .high }

    /// The draft the use cases validate; empty notes are none.
    var draft: ReminderDraft {
        ReminderDraft(
            title: title, notes: notes.isEmpty ? nil : notes, dueDate: dueDate, dueTime: dueTime, priority: priority, isFlagged: isFlagged
        )
    }
}
