import Domain
import Entities

/// Ticking or unticking a reminder where a page lists it.
enum ReminderToggle {
    /// Back to `destination` with "Reminder completed" or "Reminder reopened"; a failure mapped
    /// to its outcome. Toggling breaks no rule, so an unexpected `invalid` shows the page again:
    /// `reload` loads it and returns its outcome.
    static func outcome(
        id: Reminder.ID, isCompleted: Bool, returningTo destination: Destination,
        useCase: any SetReminderCompletedUseCase, strings: StringCatalog,
        reload: () async -> Outcome
    ) async -> Outcome {
        do {
            let reminder = try await useCase.execute(id: id, isCompleted: isCompleted)
            return .redirect(destination, flash: strings[reminder.isCompleted ? .reminderCompleted : .reminderReopened])
        } catch {
            guard case .invalid = error else { return Outcome(error, strings: strings) }
            let outcome = await reload()
            return outcome == .none ? .invalid : outcome
        }
    }
}
