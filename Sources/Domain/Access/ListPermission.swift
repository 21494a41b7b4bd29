/// What a person may do with a list and the reminders in it, as `ListAccessPolicy` asks it.
public enum ListPermission: Sendable, CaseIterable {
    /// See the list, its reminders and subtasks; export it.
    case read
    /// Add, edit, complete, flag, move, reorder, delete and restore its reminders; import into it.
    case change
    /// Rename the list, choose its order, delete it (and, with sharing, choose its members).
    case administer
}
