/// Where a reminder is moved to within its list's manual order.
public enum ReminderPlacement: Sendable, Hashable {
    /// One place up: it changes places with the open reminder above it.
    case up
    /// One place down: it changes places with the open reminder below it.
    case down
    /// Just before reminder `id` of the same list (dropped above it).
    case before(Reminder.ID)
    /// Just after reminder `id` of the same list (dropped below it).
    case after(Reminder.ID)
}
