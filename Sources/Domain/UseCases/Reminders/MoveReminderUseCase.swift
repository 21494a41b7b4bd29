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

    public init(repository: any ReminderRepository) { self.repository = repository }

    public func execute(id: Reminder.ID, toList listID: ReminderList.ID) async throws(DomainError) -> Reminder {
        do { return try await repository.move(id: id, toList: listID) } catch { throw DomainError(error) }
    }
}
