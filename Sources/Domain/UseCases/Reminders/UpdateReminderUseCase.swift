import Entities

/// Replaces every field of a reminder, with the rules of adding one.
public protocol UpdateReminderUseCase: Sendable {
    func execute(id: Reminder.ID, _ draft: ReminderDraft) async throws(DomainError) -> Reminder
}

public protocol HasUpdateReminderUseCase {
    var updateReminderUseCase: any UpdateReminderUseCase { get }
}

/// Validates and prepares the draft, then updates the reminder.
public struct UpdateReminderInteractor: UpdateReminderUseCase {
    private let repository: any ReminderRepository

    public init(repository: any ReminderRepository) { self.repository = repository }

    public func execute(id: Reminder.ID, _ draft: ReminderDraft) async throws(DomainError) -> Reminder {
        let valid = try draft.validated().get(orThrow: DomainError.invalid)
        do { return try await repository.update(id: id, with: valid) } catch { throw DomainError(error) }
    }
}
