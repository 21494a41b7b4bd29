import Entities

/// Chooses the order a list shows its reminders in.
public protocol SetListSortOrderUseCase: Sendable {
    func execute(id: ReminderList.ID, order: ReminderSortOrder) async throws(DomainError) -> ReminderList
}

public protocol HasSetListSortOrderUseCase {
    var setListSortOrderUseCase: any SetListSortOrderUseCase { get }
}

/// Stores the list's order through the list repository if the person may administer the list; a missing list is `notFound`.
public struct SetListSortOrderInteractor: SetListSortOrderUseCase {
    private let repository: any ReminderListRepository
    private let access: ListAccessPolicy

    public init(repository: any ReminderListRepository, access: ListAccessPolicy) {
        self.repository = repository
        self.access = access
    }

    public func execute(id: ReminderList.ID, order: ReminderSortOrder) async throws(DomainError) -> ReminderList {
        try await access.require(.administer, on: .list(id))
        do { return try await repository.setSortOrder(id: id, to: order) } catch { throw DomainError(error) }
    }
}
