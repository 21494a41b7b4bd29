import Entities

/// One list; `notFound` if it does not exist.
public protocol FetchListUseCase: Sendable {
    func execute(id: ReminderList.ID) async throws(DomainError) -> ReminderList
}

public protocol HasFetchListUseCase {
    var fetchListUseCase: any FetchListUseCase { get }
}

/// Reads the list from the list repository.
public struct FetchListInteractor: FetchListUseCase {
    private let repository: any ReminderListRepository

    public init(repository: any ReminderListRepository) { self.repository = repository }

    public func execute(id: ReminderList.ID) async throws(DomainError) -> ReminderList {
        do { return try await repository.list(id: id) } catch { throw DomainError(error) }
    }
}
