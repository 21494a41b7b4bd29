import Entities

/// Marks a reminder completed (now) or open again. Completing a reminder that repeats moves it to
/// its next occurrence and records the one done; completing a parent completes its open
/// subtasks (`Reminder.completing(at:)` says what completion leaves). Reopening reopens the
/// reminder alone, but for a subtask's completed parent: an open subtask always has an open
/// parent, so a list that hides its completed reminders never hides an open one.
public protocol SetReminderCompletedUseCase: Sendable {
    /// The reminder as it is afterwards (completed, reopened, or moved to its next occurrence)
    /// and, when it moved on, the occurrence done as stored (with its id, which taking the
    /// completion back names: `UndoCompletionUseCase`).
    func execute(id: Reminder.ID, isCompleted: Bool) async throws(DomainError) -> ReminderCompletion
}

public protocol HasSetReminderCompletedUseCase {
    var setReminderCompletedUseCase: any SetReminderCompletedUseCase { get }
}

/// Stamps completion with the clock's time, or clears it, in one unit of work with the record of
/// a repeat's occurrence and the parent's subtasks.
public struct SetReminderCompletedInteractor: SetReminderCompletedUseCase {
    private let unitOfWork: any UnitOfWork
    private let access: ListAccessPolicy
    private let clock: any CalendarClock

    public init(unitOfWork: any UnitOfWork, access: ListAccessPolicy, clock: any CalendarClock) {
        self.unitOfWork = unitOfWork
        self.access = access
        self.clock = clock
    }

    public func execute(id: Reminder.ID, isCompleted: Bool) async throws(DomainError) -> ReminderCompletion {
        try await access.require(.change, on: .reminder(id))
        let now = clock.now()
        do {
            return try await unitOfWork.run { transaction throws(RepositoryError) in
                var reminder = try transaction.reminder(id: id)
                guard isCompleted else {
                    guard reminder.isCompleted else { return ReminderCompletion(reminder: reminder) }
                    reminder.completedAt = nil
                    if let parentID = reminder.parentID { try Self.reopen(parentID, in: transaction) }
                    return ReminderCompletion(reminder: try transaction.save(reminder))
                }
                let completion = reminder.completing(at: now)
                guard completion.reminder != reminder else { return completion }
                var record: Reminder?
                if let occurrence = completion.record { record = try transaction.insert(occurrence) }
                let saved = try transaction.save(completion.reminder)
                if saved.isCompleted {
                    for var subtask in try transaction.subtasks(of: id) where !subtask.isCompleted {
                        subtask.completedAt = now
                        _ = try transaction.save(subtask)
                    }
                }
                return ReminderCompletion(reminder: saved, record: record)
            }
        } catch {
            throw DomainError(error)
        }
    }

    /// Reopens reminder `parentID` if it is completed.
    private static func reopen(_ parentID: Reminder.ID, in transaction: any StoreTransaction) throws(RepositoryError) {
        var parent = try transaction.reminder(id: parentID)
        guard parent.isCompleted else { return }
        parent.completedAt = nil
        _ = try transaction.save(parent)
    }
}
