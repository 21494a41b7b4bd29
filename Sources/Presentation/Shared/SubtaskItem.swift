import Entities

/// A subtask as its parent's editor lists it: a link to its own editor, marked when done.
public struct SubtaskItem: Sendable, Equatable, Identifiable {
    /// The identifier.
    public var id: Reminder.ID
    /// The title.
    public var title: String
    /// Whether it is completed.
    public var isCompleted: Bool

    /// Creates an item.
    public init(id: Reminder.ID, title: String, isCompleted: Bool) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
    }

    /// The item of `subtask`.
    init(_ subtask: Reminder) {
        self.init(id: subtask.id, title: subtask.title, isCompleted: subtask.isCompleted)
    }
}

/// The form that adds a subtask: its title as typed, and its messages (`.title`, or `.parent`
/// when the reminder cannot take subtasks).
public struct SubtaskFormState: Sendable, Equatable {
    /// The title as typed; empty on a fresh form.
    public var title: String
    /// The messages beside the form.
    public var errors: FieldErrors

    /// Creates a form's state.
    public init(title: String = "", errors: FieldErrors = .none) {
        self.title = title
        self.errors = errors
    }
}
