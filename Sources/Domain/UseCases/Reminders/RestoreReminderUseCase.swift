import Entities

/// Brings back a reminder deleted within `DeletedReminders.restoreWindow`, exactly as it was
/// (same id, list, fields and creation, so the same place in its list), with the subtasks deleted
/// with it: the "Undo" after deleting.
/// `notFound` if the reminder is not deleted, was deleted longer ago, is someone else's, or its
/// list is gone.
public protocol RestoreReminderUseCase: Sendable {
    func execute(id: Reminder.ID) async throws(DomainError) -> Reminder
}

public protocol HasRestoreReminderUseCase {
    var restoreReminderUseCase: any RestoreReminderUseCase { get }
}

/// Restores through the reminder repository what was deleted no earlier than one window before the clock's time.
public struct RestoreReminderInteractor: RestoreReminderUseCase {
    private let repository: any ReminderRepository
    private let access: ListAccessPolicy
    private let clock: any CalendarClock

    public init(repository: any ReminderRepository, access: ListAccessPolicy, clock: any CalendarClock) {
        self.repository = repository
        self.access = access
        self.clock = clock
    }

    public func execute(id: Reminder.ID) async throws(DomainError) -> Reminder {
        try await access.require(.change, on: .reminder(id))
        do {
            return try await repository.restore(id: id, deletedSince: DeletedReminders.oldestRestorable(at: clock.now()))
        } catch {
            throw DomainError(error)
        }
    }
}
