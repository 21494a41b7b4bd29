extension Reminder {
    /// The reminder as it was before the completion that moved it to its next occurrence and
    /// recorded `occurrence` (the record as stored, with its own id and uid), so that the
    /// completion can be taken back; nil when it cannot be, because this reminder or the record is
    /// no longer exactly what that completion left: the reminder edited, moved or completed again
    /// since, the record reopened or edited, or the record not one of this reminder's.
    ///
    /// The record keeps what the reminder said and its due date then; the series' count of
    /// completions is one fewer. The rule checks itself: completing the answer again at the
    /// record's time must give this reminder and the record, field for field.
    public func beforeCompletion(recorded occurrence: Reminder) -> Reminder? {
        guard occurrence.id != id, let completedAt = occurrence.completedAt, let repetition, repetition.completedCount > 0 else { return nil }
        var before = occurrence
        before.id = id
        before.uid = uid
        before.completedAt = nil
        before.repetition = Repetition(rule: repetition.rule, firstDate: repetition.firstDate, completedCount: repetition.completedCount - 1)
        let again = before.completing(at: completedAt)
        guard again.reminder == self, var record = again.record else { return nil }
        // The store gave the record its id and a uid of its own as it inserted it.
        record.id = occurrence.id
        record.uid = occurrence.uid
        return record == occurrence ? before : nil
    }
}
