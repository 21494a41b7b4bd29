import Entities

/// Deletes a list and every reminder in it.
public protocol DeleteListUseCase: Sendable {
    func execute(id: ReminderList.ID) async throws(DomainError)
}

public protocol HasDeleteListUseCase {
    var deleteListUseCase: any DeleteListUseCase { get }
}

/// Deletes through the list repository, which removes the list's reminders with it.
public struct DeleteListInteractor: DeleteListUseCase {
    private let repository: any ReminderListRepository

    public init(repository: any ReminderListRepository) { self.repository = repository }

    public func execute(id: ReminderList.ID) async throws(DomainError) {
        do { try await repository.delete(id: id) } catch { throw DomainError(error) }
    }
}
