import Entities

/// One list; `notFound` if it does not exist.
public protocol FetchListUseCase: Sendable {
    func execute(id: ReminderList.ID) async throws(DomainError) -> ReminderList
}

public protocol HasFetchListUseCase {
    var fetchListUseCase: any FetchListUseCase { get }
}

/// Reads the list from the list repository, if the person may read it.
public struct FetchListInteractor: FetchListUseCase {
    private let repository: any ReminderListRepository
    private let access: ListAccessPolicy

    public init(repository: any ReminderListRepository, access: ListAccessPolicy) {
        self.repository = repository
        self.access = access
    }

    public func execute(id: ReminderList.ID) async throws(DomainError) -> ReminderList {
        try await access.require(.read, on: .list(id))
        do { return try await repository.list(id: id) } catch { throw DomainError(error) }
    }
}
