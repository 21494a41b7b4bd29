import Entities

/// The subtasks of a reminder, open and completed, in the order they were added; `notFound` if
/// the reminder is not the person's.
public protocol FetchSubtasksUseCase: Sendable {
    func execute(parentID: Reminder.ID) async throws(DomainError) -> [Reminder]
}

public protocol HasFetchSubtasksUseCase {
    var fetchSubtasksUseCase: any FetchSubtasksUseCase { get }
}

/// Reads through the reminder repository.
public struct FetchSubtasksInteractor: FetchSubtasksUseCase {
    private let repository: any ReminderRepository
    private let access: ListAccessPolicy

    public init(repository: any ReminderRepository, access: ListAccessPolicy) {
        self.repository = repository
        self.access = access
    }

    public func execute(parentID: Reminder.ID) async throws(DomainError) -> [Reminder] {
        try await access.require(.read, on: .reminder(parentID))
        do { return try await repository.subtasks(of: parentID) } catch { throw DomainError(error) }
    }
}
