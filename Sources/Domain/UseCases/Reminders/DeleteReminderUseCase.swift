import Entities

/// Deletes a reminder with its subtasks; they can be restored together for
/// `DeletedReminders.restoreWindow` (`RestoreReminderUseCase`).
public protocol DeleteReminderUseCase: Sendable {
    /// How many subtasks went with it.
    @discardableResult
    func execute(id: Reminder.ID) async throws(DomainError) -> Int
}

public protocol HasDeleteReminderUseCase {
    var deleteReminderUseCase: any DeleteReminderUseCase { get }
}

/// Marks the reminder deleted at the clock's time, through the reminder repository.
public struct DeleteReminderInteractor: DeleteReminderUseCase {
    private let repository: any ReminderRepository
    private let access: ListAccessPolicy
    private let clock: any CalendarClock

    public init(repository: any ReminderRepository, access: ListAccessPolicy, clock: any CalendarClock) {
        self.repository = repository
        self.access = access
        self.clock = clock
    }

    @discardableResult
    public func execute(id: Reminder.ID) async throws(DomainError) -> Int {
        try await access.require(.change, on: .reminder(id))
        do { return try await repository.delete(id: id, at: clock.now()) } catch { throw DomainError(error) }
    }
}
