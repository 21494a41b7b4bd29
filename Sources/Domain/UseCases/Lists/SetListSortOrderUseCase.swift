import Entities

/// Chooses the order a list shows its reminders in.
public protocol SetListSortOrderUseCase: Sendable {
    func execute(id: ReminderList.ID, order: ReminderSortOrder) async throws(DomainError) -> ReminderList
}

public protocol HasSetListSortOrderUseCase {
    var setListSortOrderUseCase: any SetListSortOrderUseCase { get }
}

/// Stores the list's order through the list repository; a missing list is `notFound`.
public struct SetListSortOrderInteractor: SetListSortOrderUseCase {
    private let repository: any ReminderListRepository

    public init(repository: any ReminderListRepository) { self.repository = repository }

    public func execute(id: ReminderList.ID, order: ReminderSortOrder) async throws(DomainError) -> ReminderList {
        do { return try await repository.setSortOrder(id: id, to: order) } catch { throw DomainError(error) }
    }
}
