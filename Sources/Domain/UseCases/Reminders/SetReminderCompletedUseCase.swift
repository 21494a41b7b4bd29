import Entities

/// Marks a reminder completed (now) or open again.
public protocol SetReminderCompletedUseCase: Sendable {
    func execute(id: Reminder.ID, isCompleted: Bool) async throws(DomainError) -> Reminder
}

public protocol HasSetReminderCompletedUseCase {
    var setReminderCompletedUseCase: any SetReminderCompletedUseCase { get }
}

/// Stamps completion with the clock's time, or clears it.
public struct SetReminderCompletedInteractor: SetReminderCompletedUseCase {
    private let repository: any ReminderRepository
    private let clock: any CalendarClock

    public init(repository: any ReminderRepository, clock: any CalendarClock) {
        self.repository = repository
        self.clock = clock
    }

    public func execute(id: Reminder.ID, isCompleted: Bool) async throws(DomainError) -> Reminder {
        do {
            return try await repository.setCompletion(id: id, completedAt: isCompleted ? clock.now() : nil)
        } catch {
            throw DomainError(error)
        }
    }
}
