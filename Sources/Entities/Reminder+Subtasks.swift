import Foundation

/// Subtasks go one level deep, as in Apple Reminders: a reminder of a list's own can have
/// subtasks, a subtask cannot. A subtask lives in its parent's list: moving the parent takes its
/// subtasks along, and a subtask moved on its own to another list leaves its parent.
extension Reminder {
    /// Whether subtasks can be added to it: only to a reminder that is not a subtask itself.
    public var takesSubtasks: Bool { !isSubtask }

    /// A new subtask of this reminder from a validated `draft`, in its list, created at
    /// `createdAt` (its id is not yet given); `.parent` `.nestedSubtask` when this reminder is a
    /// subtask itself.
    public func subtask(_ draft: ReminderDraft, createdAt: Date) -> Result<Reminder, ValidationErrors> {
        guard takesSubtasks else { return .failure(ValidationErrors([.parent: .nestedSubtask])) }
        return .success(Reminder(draft, listID: listID, createdAt: createdAt, parentID: id))
    }

    /// The reminder in list `listID`: the same one if it is there already; moved to another list,
    /// a subtask leaves its parent and becomes one of the list's own.
    public func moved(to listID: ReminderList.ID) -> Reminder {
        guard listID != self.listID else { return self }
        var moved = self
        moved.listID = listID
        moved.parentID = nil
        return moved
    }
}
