import Domain
import Entities

/// Ticking or unticking a reminder, or flagging or unflagging it, where a page lists it.
enum ReminderToggle {
    /// Back to `destination` with "Reminder completed" (and its Undo), "Done. Next due 29 Nov 2026"
    /// (a repeating reminder moved on, without Undo) or "Reminder reopened"; a failure mapped
    /// to its outcome. Toggling breaks no rule, so an unexpected `invalid` shows the page again:
    /// `reload` loads it and returns its outcome.
    static func outcome(
        id: Reminder.ID, isCompleted: Bool, returningTo destination: Destination,
        useCase: any SetReminderCompletedUseCase, strings: StringCatalog,
        reload: () async -> Outcome
    ) async -> Outcome {
        await outcome(returningTo: destination, strings: strings, reload: reload) { () async throws(DomainError) -> (String, Undo?) in
            let reminder = try await useCase.execute(id: id, isCompleted: isCompleted)
            if reminder.isCompleted { return (strings[.reminderCompleted], .reopen(id)) }
            // A repeating reminder completed moves on and stays open: the flash says where to,
            // and offers no Undo, since reopening an open reminder would do nothing.
            if isCompleted, let due = reminder.due { return (strings.string(.reminderAdvanced, nextDueText(due, strings: strings)), nil) }
            return (strings[.reminderReopened], nil)
        }
    }

    /// Back to `destination` with "Reminder flagged" or "Reminder unflagged"; otherwise as
    /// completing does.
    static func flagOutcome(
        id: Reminder.ID, isFlagged: Bool, returningTo destination: Destination,
        useCase: any SetReminderFlaggedUseCase, strings: StringCatalog,
        reload: () async -> Outcome
    ) async -> Outcome {
        await outcome(returningTo: destination, strings: strings, reload: reload) { () async throws(DomainError) -> (String, Undo?) in
            let reminder = try await useCase.execute(id: id, isFlagged: isFlagged)
            return (strings[reminder.isFlagged ? .reminderFlagged : .reminderUnflagged], nil)
        }
    }

    /// Runs `change`, which answers the flash and its undo, and goes back to `destination` with them.
    private static func outcome(
        returningTo destination: Destination, strings: StringCatalog, reload: () async -> Outcome,
        _ change: () async throws(DomainError) -> (String, Undo?)
    ) async -> Outcome {
        do {
            let (flash, undo) = try await change()
            return .redirect(destination, flash: flash, undo: undo)
        } catch {
            guard case .invalid = error else { return Outcome(error, strings: strings) }
            let outcome = await reload()
            return outcome == .none ? .invalid : outcome
        }
    }

    /// "29 Nov 2026", or "29 Nov 2026, 09:00" with a time: the next due date, written in full
    /// because a flash has no "today" of its own to be relative to.
    private static func nextDueText(_ due: DueDate, strings: StringCatalog) -> String {
        let formats = strings.dateFormats
        let day = formats.long.format(due.date, weekdays: formats.weekdays, months: formats.months)
        guard let time = due.time else { return day }
        return formats.dayAndTime.filled(day, time.description)
    }
}
