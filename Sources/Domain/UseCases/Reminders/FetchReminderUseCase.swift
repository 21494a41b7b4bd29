import Entities

/// One reminder; `notFound` if it does not exist.
public protocol FetchReminderUseCase: Sendable {
    func execute(id: Reminder.ID) async throws(DomainError) -> Reminder
}

public protocol HasFetchReminderUseCase {
    var fetchReminderUseCase: any FetchReminderUseCase { get }
}

/// Reads the reminder from the reminder repository.
public struct FetchReminderInteractor: FetchReminderUseCase {
    private let repository: any ReminderRepository
    private let access: ListAccessPolicy

    public init(repository: any ReminderRepository, access: ListAccessPolicy) {
        self.repository = repository
        self.access = access
    }

    public func execute(id: Reminder.ID) async throws(DomainError) -> Reminder {
        try await access.require(.read, on: .reminder(id))
        do { return try await repository.reminder(id: id) } catch { throw DomainError(error) }
    }
}
