import Entities
import Foundation

extension ReminderRecord {
    /// A new row from a validated draft.
    init(draft: ReminderDraft, listID: Int64, createdAt: Date) {
        self.init(id: nil, listID: listID, title: "", priority: Priority.none.rawValue, createdAt: createdAt, titleKey: "")
        apply(draft)
    }

    /// Replaces the fields a draft holds, with their search keys.
    mutating func apply(_ draft: ReminderDraft) {
        title = draft.title
        titleKey = draft.title.foldedKey
        notes = draft.notes
        notesKey = draft.notes?.foldedKey
        // A time without a day has no meaning (the draft's rules reject it); drop it.
        dueDate = draft.dueDate?.description
        dueTime = draft.dueDate == nil ? nil : draft.dueTime?.description
        priority = draft.priority.rawValue
        isFlagged = draft.isFlagged
    }

    /// The entity. Text that does not parse (written by hand in the file) reads as no value.
    var reminder: Reminder {
        Self.reminder(
            id: id ?? 0, listID: listID, title: title, notes: notes, dueDate: dueDate, dueTime: dueTime,
            priority: priority, isFlagged: isFlagged, completedAt: completedAt, createdAt: createdAt
        )
    }

    /// The entity from a row's stored values. Text that does not parse reads as no value.
    static func reminder(
        id: Int64, listID: Int64, title: String, notes: String?, dueDate: String?, dueTime: String?,
        priority: String, isFlagged: Bool, completedAt: Date?, createdAt: Date
    ) -> Reminder {
        let due = dueDate.flatMap { LocalDate($0) }.map { date in
            DueDate(date: date, time: dueTime.flatMap { LocalTime($0) })
        }
        return Reminder(
            id: id, listID: listID, title: title, notes: notes, due: due,
            priority: Priority(rawValue: priority) ?? .none, isFlagged: isFlagged, completedAt: completedAt, createdAt: createdAt
        )
    }
}
