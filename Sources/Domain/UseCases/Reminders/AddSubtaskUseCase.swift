import Entities

/// Adds a subtask to a reminder, in the reminder's list, with the rules of adding a reminder.
/// Subtasks go one level deep: adding one to a subtask is refused (`invalid`, `.parent`
/// `.nestedSubtask`). A completed parent is reopened, since it has something open again.
/// `notFound` if the parent is not the person's.
public protocol AddSubtaskUseCase: Sendable {
    /// The subtask added.
    func execute(_ draft: ReminderDraft, parentID: Reminder.ID) async throws(DomainError) -> Reminder
}

public protocol HasAddSubtaskUseCase {
    var addSubtaskUseCase: any AddSubtaskUseCase { get }
}

/// Validates the draft, then reads the parent and adds the subtask (reopening the parent) in one
/// unit of work, stamped with the clock's time.
public struct AddSubtaskInteractor: AddSubtaskUseCase {
    private let unitOfWork: any UnitOfWork
    private let access: ListAccessPolicy
    private let clock: any CalendarClock

    public init(unitOfWork: any UnitOfWork, access: ListAccessPolicy, clock: any CalendarClock) {
        self.unitOfWork = unitOfWork
        self.access = access
        self.clock = clock
    }

    public func execute(_ draft: ReminderDraft, parentID: Reminder.ID) async throws(DomainError) -> Reminder {
        try await access.require(.change, on: .reminder(parentID))
        let valid = try draft.validated().get(orThrow: DomainError.invalid)
        let now = clock.now()
        let added: Result<Reminder, ValidationErrors>
        do {
            added = try await unitOfWork.run { transaction throws(RepositoryError) in
                var parent = try transaction.reminder(id: parentID)
                let made = parent.subtask(valid, createdAt: now)
                guard case .success(let subtask) = made else { return made }
                if parent.isCompleted {
                    parent.completedAt = nil
                    _ = try transaction.save(parent)
                }
                return .success(try transaction.insert(subtask))
            }
        } catch {
            throw DomainError(error)
        }
        return try added.get(orThrow: DomainError.invalid)
    }
}
