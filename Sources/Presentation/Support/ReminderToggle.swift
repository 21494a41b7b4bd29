import Domain
import Entities

/// Ticking or unticking a reminder, or flagging or unflagging it, where a page lists it.
enum ReminderToggle {
    /// Back to `destination` with "Reminder completed" (and its Undo) or "Reminder reopened"; a failure mapped
    /// to its outcome. Toggling breaks no rule, so an unexpected `invalid` shows the page again:
    /// `reload` loads it and returns its outcome.
    static func outcome(
        id: Reminder.ID, isCompleted: Bool, returningTo destination: Destination,
        useCase: any SetReminderCompletedUseCase, strings: StringCatalog,
        reload: () async -> Outcome
    ) async -> Outcome {
        await outcome(returningTo: destination, strings: strings, reload: reload) { () async throws(DomainError) -> (String, Undo?) in
            let reminder = try await useCase.execute(id: id, isCompleted: isCompleted)
            return reminder.isCompleted ? (strings[.reminderCompleted], .reopen(id)) : (strings[.reminderReopened], nil)
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
}
