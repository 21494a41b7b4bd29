import Entities

/// What a use case acts on, for `ListAccessPolicy`: a list, or the list a reminder belongs to.
public enum ListAccessTarget: Hashable, Sendable {
    /// The list `id`.
    case list(ReminderList.ID)
    /// The list of reminder `id` (a deleted reminder's too: it is restored into it).
    case reminder(Reminder.ID)
}
