import Entities
import Foundation

extension ReminderTransfer {
    /// `reminder` as files carry it, a subtask naming its parent by `parentUID`. Its uid is the
    /// one it was given when created (`ReminderUID`), the same in every export. A repeat is
    /// written from the current due date, with the occurrences left: what comes next is the same,
    /// and the file does not depend on occurrences already done.
    public init(_ reminder: Reminder, parentUID: String? = nil) {
        self.init(
            uid: Self.uid(of: reminder), details: reminder.details, due: reminder.due, completedAt: reminder.completedAt,
            repeatRule: reminder.repetition.map(Self.remaining), parentUID: parentUID, createdAt: reminder.createdAt,
            alert: reminder.alert, link: reminder.link
        )
    }

    /// The uid an exported reminder gets: its own; `reminder-<id>` for one not stored with one
    /// (every stored reminder has one since `v24-reminder-uid`).
    public static func uid(of reminder: Reminder) -> String { reminder.uid?.text ?? "reminder-\(reminder.id)" }

    /// The rule from now on: an end after N occurrences counts the ones not yet done.
    private static func remaining(_ repetition: Repetition) -> RepeatRule {
        var rule = repetition.rule
        if case .afterOccurrences(let count) = rule.end { rule.end = .afterOccurrences(max(1, count - repetition.completedCount)) }
        return rule
    }

    /// What a person would have typed for it, for the reminder rules to judge.
    var draft: ReminderDraft {
        ReminderDraft(details, dueDate: due?.date, dueTime: due?.time, repeatRule: repeatRule, alert: alert, link: link?.text)
    }
}
