import Foundation

/// The one place a draft's fields become a reminder's — a new one (a subtask, an import, a row the
/// store adds) or one edited — so a field the form sets is one line in `edit(with:)`.
extension Reminder {
    /// A new reminder of list `listID` holding the fields of a validated `draft`, its id not yet
    /// given (0): completed at `completedAt`, a subtask of `parentID` when given, and repeating
    /// from its due date when the draft repeats.
    public init(_ draft: ReminderDraft, listID: ReminderList.ID, createdAt: Date, completedAt: Date? = nil, parentID: ID? = nil) {
        self.init(id: 0, listID: listID, title: "", completedAt: completedAt, createdAt: createdAt, parentID: parentID)
        edit(with: draft)
    }

    /// Replaces the fields a draft holds with validated `draft`'s; the repetition goes on or
    /// starts again as `Repetition.edited` says. Its list, completion, parent and creation stay.
    public mutating func edit(with draft: ReminderDraft) {
        repetition = Repetition.edited(repetition, currentDue: due?.date, rule: draft.repeatRule, due: draft.dueDate)
        title = draft.title
        notes = draft.notes
        due = draft.due
        priority = draft.priority
        isFlagged = draft.isFlagged
        tags = draft.tags
        alert = draft.alert
        link = draft.webLink
    }
}
