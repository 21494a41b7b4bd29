import Entities

/// Deletes a reminder.
public protocol DeleteReminderUseCase: Sendable {
    func execute(id: Reminder.ID) async throws(DomainError)
}

public protocol HasDeleteReminderUseCase {
    var deleteReminderUseCase: any DeleteReminderUseCase { get }
}

/// Deletes through the reminder repository.
public struct DeleteReminderInteractor: DeleteReminderUseCase {
    private let repository: any ReminderRepository

    public init(repository: any ReminderRepository) { self.repository = repository }

    public func execute(id: Reminder.ID) async throws(DomainError) {
        do { try await repository.delete(id: id) } catch { throw DomainError(error) }
    }
}
