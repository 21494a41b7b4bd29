import Domain
import Entities

/// What a person did to one row of a page of reminders (a list, a smart list, a tag's page,
/// search): the row feature's actions, which each of those screens embeds in its own `Action`
/// with the place to come back to.
public enum ReminderRowAction: Sendable, Equatable {
    /// Ticked or unticked the reminder.
    case toggled(id: Reminder.ID, isCompleted: Bool)
    /// Pressed Undo after completing a repeating reminder, which moved it on and recorded
    /// `occurrence`: it is due as it was again, while neither has changed since.
    case completionUndone(id: Reminder.ID, occurrence: Reminder.ID)
    /// Flagged or unflagged the reminder.
    case flagToggled(id: Reminder.ID, isFlagged: Bool)
    /// Moved the reminder (with its subtasks) to list `toListID`.
    case moved(id: Reminder.ID, toListID: ReminderList.ID)
    /// Deleted the reminder (with its subtasks): the flash says how many went with it and offers Undo.
    case deleted(id: Reminder.ID)
    /// Pressed Undo after deleting the reminder: it comes back (while `DeletedReminders.restoreWindow` lasts).
    case restored(id: Reminder.ID)
    /// Pressed Keep as text after quick add read words in `text`: the reminder is added again
    /// with `text` as typed for its title, where the page adds (`Route.quickAddDestination`).
    case keptAsText(id: Reminder.ID, text: String)
    /// Moved the reminder within its list's manual order (Move up, Move down, or dropped next to another).
    case repositioned(id: Reminder.ID, placement: ReminderPlacement)
}
