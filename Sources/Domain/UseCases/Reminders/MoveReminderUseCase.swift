import Entities

/// Moves a reminder to another list.
public protocol MoveReminderUseCase: Sendable {
    func execute(id: Reminder.ID, toList listID: ReminderList.ID) async throws(DomainError) -> Reminder
}

public protocol HasMoveReminderUseCase {
    var moveReminderUseCase: any MoveReminderUseCase { get }
}

/// Moves through the reminder repository; a missing reminder or list is `notFound`.
public struct MoveReminderInteractor: MoveReminderUseCase {
    private let repository: any ReminderRepository
    private let access: ListAccessPolicy

    public init(repository: any ReminderRepository, access: ListAccessPolicy) {
        self.repository = repository
        self.access = access
    }

    public func execute(id: Reminder.ID, toList listID: ReminderList.ID) async throws(DomainError) -> Reminder {
        try await access.require(.change, on: .reminder(id))
        try await access.require(.change, on: .list(listID))
        do { return try await repository.move(id: id, toList: listID) } catch { throw DomainError(error) }
    }
}
