import Entities

/// Deletes a reminder; it can be restored for `DeletedReminders.restoreWindow` (`RestoreReminderUseCase`).
public protocol DeleteReminderUseCase: Sendable {
    func execute(id: Reminder.ID) async throws(DomainError)
}

public protocol HasDeleteReminderUseCase {
    var deleteReminderUseCase: any DeleteReminderUseCase { get }
}

/// Marks the reminder deleted at the clock's time, through the reminder repository.
public struct DeleteReminderInteractor: DeleteReminderUseCase {
    private let repository: any ReminderRepository
    private let clock: any CalendarClock

    public init(repository: any ReminderRepository, clock: any CalendarClock) {
        self.repository = repository
        self.clock = clock
    }

    public func execute(id: Reminder.ID) async throws(DomainError) {
        do { try await repository.delete(id: id, at: clock.now()) } catch { throw DomainError(error) }
    }
}
