import Entities

/// What the message after an action offers to take back, for as long as it is shown.
public enum Undo: Sendable, Equatable {
    /// Reopen the reminder just completed.
    case reopen(Reminder.ID)
    /// Move the repeating reminder just completed back to the occurrence it was at, taking back
    /// the record of `occurrence` that completing it made (`UndoCompletionUseCase`).
    case moveBack(Reminder.ID, occurrence: Reminder.ID)
    /// Bring back the reminder just deleted (kept restorable for `DeletedReminders.restoreWindow`).
    case restore(Reminder.ID)
    /// Take back what quick add read in the reminder just added: `text`, as typed, becomes a
    /// reminder of its own with that title alone (`KeepQuickAddAsTextUseCase`).
    case keepAsText(Reminder.ID, text: String)
}
