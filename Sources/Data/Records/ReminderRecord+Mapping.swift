import Entities
import Foundation

extension ReminderRecord {
    /// A new row from a validated draft, a subtask of `parentID` when given.
    init(draft: ReminderDraft, listID: Int64, createdAt: Date, parentID: Int64? = nil) {
        self.init(id: nil, listID: listID, createdAt: createdAt)
        self.parentID = parentID
        apply(draft)
    }

    /// A new row holding every field of `reminder` but its id (a completion recorded, an import).
    init(_ reminder: Reminder) {
        self.init(id: nil, listID: reminder.listID, createdAt: reminder.createdAt)
        set(reminder)
    }

    /// Replaces the fields a draft holds, with their search keys, as `Reminder.edit(with:)` does
    /// (the repetition goes on or starts again as `Repetition.edited` says; a time without a day
    /// is dropped): a field of the details costs no line here.
    mutating func apply(_ draft: ReminderDraft) {
        var edited = reminder
        edited.edit(with: draft)
        // The editor's draft says whom it is assigned to (a file's, which `edit` is for too, does not).
        edited.assigneeID = draft.assigneeID
        set(edited)
    }

    /// Puts it in list `listID` by the rule of `Reminder.moved(to:)`: a subtask moved to another
    /// list leaves its parent.
    mutating func move(to listID: Int64) {
        let moved = reminder.moved(to: listID)
        self.listID = moved.listID
        parentID = moved.parentID
    }

    /// Replaces every field of the row with `reminder`'s but its id and creation. The uid is
    /// `reminder`'s when it has one, else the row's own, else (a new row) a new one: the one place
    /// a stored reminder gets its uid.
    mutating func set(_ reminder: Reminder) {
        uid = reminder.uid?.text ?? uid ?? ReminderUID.random().text
        listID = reminder.listID
        details = reminder.details
        dueDate = reminder.due?.date.description
        dueTime = reminder.due?.time?.description
        completedAt = reminder.completedAt
        parentID = reminder.parentID
        alertMinutes = reminder.alert?.minutesBefore
        link = reminder.link?.text
        assigneeID = reminder.assigneeID
        completedByID = reminder.completedByID
        set(reminder.repetition)
    }

    private mutating func set(_ repetition: Repetition?) {
        repeatRule = repetition.map { $0.rule.rrule(firstDate: $0.firstDate) }
        repeatStart = repetition?.firstDate.description
        repeatCount = repetition?.completedCount ?? 0
    }

    /// The tags of a row's `tags` column.
    static func tags(_ text: String?) -> [Tag] {
        text.map { $0.split(separator: " ").compactMap { Tag($0) } } ?? []
    }

    /// The repetition of a row's columns; none when they do not parse (written by hand in the file).
    static func repetition(rule: String?, start: String?, count: Int) -> Repetition? {
        guard let start = start.flatMap({ LocalDate($0) }), let rule = rule.flatMap({ RepeatRule(rrule: $0, firstDate: start) })
        else { return nil }
        return Repetition(rule: rule, firstDate: start, completedCount: count)
    }

    /// The entity. Text that does not parse (written by hand in the file) reads as no value.
    var reminder: Reminder {
        let due = dueDate.flatMap { LocalDate($0) }.map { date in
            DueDate(date: date, time: dueTime.flatMap { LocalTime($0) })
        }
        return Reminder(
            id: id ?? 0, listID: listID, details: details, due: due, completedAt: completedAt, createdAt: createdAt,
            parentID: parentID, repetition: Self.repetition(rule: repeatRule, start: repeatStart, count: repeatCount),
            alert: alertMinutes.flatMap(ReminderAlert.init(minutesBefore:)), link: link.flatMap { WebLink($0) },
            uid: uid.flatMap { ReminderUID($0) }, assigneeID: assigneeID, completedByID: completedByID
        )
    }
}
