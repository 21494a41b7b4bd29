import Entities

/// Flags a reminder or takes its flag off.
public protocol SetReminderFlaggedUseCase: Sendable {
    func execute(id: Reminder.ID, isFlagged: Bool) async throws(DomainError) -> Reminder
}

public protocol HasSetReminderFlaggedUseCase {
    var setReminderFlaggedUseCase: any SetReminderFlaggedUseCase { get }
}

/// Sets the flag through the reminder repository.
public struct SetReminderFlaggedInteractor: SetReminderFlaggedUseCase {
    private let repository: any ReminderRepository
    private let access: ListAccessPolicy

    public init(repository: any ReminderRepository, access: ListAccessPolicy) {
        self.repository = repository
        self.access = access
    }

    public func execute(id: Reminder.ID, isFlagged: Bool) async throws(DomainError) -> Reminder {
        try await access.require(.change, on: .reminder(id))
        do {
            return try await repository.setFlag(id: id, isFlagged: isFlagged)
        } catch {
            throw DomainError(error)
        }
    }
}
