import Entities

/// Deletes a list and every reminder in it.
public protocol DeleteListUseCase: Sendable {
    func execute(id: ReminderList.ID) async throws(DomainError)
}

public protocol HasDeleteListUseCase {
    var deleteListUseCase: any DeleteListUseCase { get }
}

/// Deletes, if the person may administer the list, through the list repository, which removes the list's reminders with it.
public struct DeleteListInteractor: DeleteListUseCase {
    private let repository: any ReminderListRepository
    private let access: ListAccessPolicy

    public init(repository: any ReminderListRepository, access: ListAccessPolicy) {
        self.repository = repository
        self.access = access
    }

    public func execute(id: ReminderList.ID) async throws(DomainError) {
        try await access.require(.administer, on: .list(id))
        do { try await repository.delete(id: id) } catch { throw DomainError(error) }
    }
}
