import Foundation

/// What completing a reminder leaves behind.
///
/// A reminder that repeats and has an occurrence after its due date is not completed: it moves
/// to that occurrence and stays open, and the occurrence that was done is recorded as a
/// completed reminder of its own (`record`), which the Completed smart list and search show. Any
/// other reminder is simply completed, and so are its open subtasks (the use case saves those).
public struct ReminderCompletion: Sendable, Equatable {
    /// The reminder after completion: completed, or moved to its next occurrence.
    public var reminder: Reminder
    /// The occurrence done, as a new completed reminder without a repeat (its id and uid not yet
    /// given: the series keeps its uid; once the store has inserted it, with those it gave);
    /// nil unless the reminder moved on.
    public var record: Reminder?

    /// Creates a completion.
    public init(reminder: Reminder, record: Reminder? = nil) {
        self.reminder = reminder
        self.record = record
    }

    /// Whether the reminder moved to its next occurrence instead of being completed.
    public var advanced: Bool { record != nil }
}

extension Reminder {
    /// Completing it at `date` (see `ReminderCompletion`). A completed reminder stays as it is.
    public func completing(at date: Date) -> ReminderCompletion {
        guard !isCompleted else { return ReminderCompletion(reminder: self) }
        guard let repetition, let due, let next = repetition.nextDue(after: due) else {
            var completed = self
            completed.completedAt = date
            return ReminderCompletion(reminder: completed)
        }
        var record = self
        record.completedAt = date
        record.repetition = nil
        record.uid = nil
        var advanced = self
        advanced.due = next
        advanced.repetition?.completedCount += 1
        return ReminderCompletion(reminder: advanced, record: record)
    }
}
