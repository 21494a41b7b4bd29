import Foundation

/// The one place a draft's fields become a reminder's — a new one (a subtask, an import, a row the
/// store adds) or one edited — and a reminder's a draft's again (its form, to edit it): the
/// details pass whole both ways, so a field of `ReminderDetails` costs no line here.
extension Reminder {
    /// A new reminder of list `listID` holding the fields of a validated `draft`, its id not yet
    /// given (0): completed at `completedAt`, a subtask of `parentID` when given, and repeating
    /// from its due date when the draft repeats.
    public init(_ draft: ReminderDraft, listID: ReminderList.ID, createdAt: Date, completedAt: Date? = nil, parentID: ID? = nil) {
        self.init(id: 0, listID: listID, details: draft.details, completedAt: completedAt, createdAt: createdAt, parentID: parentID)
        edit(with: draft)
        assigneeID = draft.assigneeID
    }

    /// Replaces the fields a draft holds with validated `draft`'s; the repetition goes on or
    /// starts again as `Repetition.edited` says. Its list, completion, parent, creation and
    /// assignee stay: a file's drafts carry no assignee, so an import that updates a reminder keeps
    /// whom it is assigned to; the editor's update sets it beside (`ReminderRecord.apply`).
    public mutating func edit(with draft: ReminderDraft) {
        repetition = Repetition.edited(repetition, currentDue: due?.date, rule: draft.repeatRule, due: draft.dueDate)
        details = draft.details
        due = draft.due
        alert = draft.alert
        link = draft.webLink
    }

    /// The draft that describes it as it is: what its editor starts from.
    public var draft: ReminderDraft {
        ReminderDraft(details, dueDate: due?.date, dueTime: due?.time, repeatRule: repetition?.rule, alert: alert, link: link?.text, assigneeID: assigneeID)
    }
}
