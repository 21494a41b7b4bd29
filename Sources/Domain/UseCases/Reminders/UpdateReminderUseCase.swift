import Entities

/// Replaces every field of a reminder, with the rules of adding one, and moves it to another list
/// with `listID` — all or nothing: a list that no longer exists leaves the reminder as it was.
public protocol UpdateReminderUseCase: Sendable {
    func execute(id: Reminder.ID, _ draft: ReminderDraft, movingTo listID: ReminderList.ID?) async throws(DomainError) -> Reminder
}

public protocol HasUpdateReminderUseCase {
    var updateReminderUseCase: any UpdateReminderUseCase { get }
}

/// Validates and prepares the draft, then updates (and moves) the reminder in one step.
public struct UpdateReminderInteractor: UpdateReminderUseCase {
    private let repository: any ReminderRepository
    private let access: ListAccessPolicy

    public init(repository: any ReminderRepository, access: ListAccessPolicy) {
        self.repository = repository
        self.access = access
    }

    public func execute(id: Reminder.ID, _ draft: ReminderDraft, movingTo listID: ReminderList.ID?) async throws(DomainError) -> Reminder {
        try await access.require(.change, on: .reminder(id))
        if let listID { try await access.require(.change, on: .list(listID)) }
        let valid = try draft.validated().get(orThrow: DomainError.invalid)
        do { return try await repository.update(id: id, with: valid, movingTo: listID) } catch { throw DomainError(error) }
    }
}
