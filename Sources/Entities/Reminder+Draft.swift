import Foundation

extension Reminder {
    /// A new reminder of list `listID` holding the fields of a validated `draft`, its id not yet
    /// given (0): completed at `completedAt`, a subtask of `parentID` when given, and repeating
    /// from its due date when the draft repeats. The one place a draft's fields become a new
    /// reminder's (a subtask, an import), so a field the form sets is one line here.
    public init(_ draft: ReminderDraft, listID: ReminderList.ID, createdAt: Date, completedAt: Date? = nil, parentID: ID? = nil) {
        self.init(
            id: 0, listID: listID, title: draft.title, notes: draft.notes, due: draft.due, priority: draft.priority,
            isFlagged: draft.isFlagged, completedAt: completedAt, createdAt: createdAt, parentID: parentID,
            repetition: Repetition.edited(nil, currentDue: nil, rule: draft.repeatRule, due: draft.dueDate),
            tags: draft.tags, alert: draft.alert, link: draft.webLink
        )
    }
}
