import Entities
import Foundation

extension ReminderTransfer {
    /// `reminder` as files carry it. Its uid, `reminder-<id>`, stays the same from one export to
    /// the next, and a subtask names its parent's. A repeat is written from the current due date,
    /// with the occurrences left: what comes next is the same, and the file does not depend on
    /// occurrences already done.
    public init(_ reminder: Reminder) {
        self.init(
            uid: Self.uid(of: reminder.id), details: reminder.details, due: reminder.due, completedAt: reminder.completedAt,
            repeatRule: reminder.repetition.map(Self.remaining), parentUID: reminder.parentID.map(Self.uid(of:)),
            createdAt: reminder.createdAt, link: reminder.link
        )
    }

    /// The uid an exported reminder gets.
    static func uid(of id: Reminder.ID) -> String { "reminder-\(id)" }

    /// The rule from now on: an end after N occurrences counts the ones not yet done.
    private static func remaining(_ repetition: Repetition) -> RepeatRule {
        var rule = repetition.rule
        if case .afterOccurrences(let count) = rule.end { rule.end = .afterOccurrences(max(1, count - repetition.completedCount)) }
        return rule
    }

    /// What a person would have typed for it, for the reminder rules to judge.
    var draft: ReminderDraft {
        ReminderDraft(details, dueDate: due?.date, dueTime: due?.time, repeatRule: repeatRule, link: link?.text)
    }
}
