import Entities

/// Changes a list's details — its name, colour and icon — with the same rules as creating one.
public protocol UpdateListUseCase: Sendable {
    func execute(id: ReminderList.ID, _ draft: ReminderListDraft) async throws(DomainError) -> ReminderList
}

public protocol HasUpdateListUseCase {
    var updateListUseCase: any UpdateListUseCase { get }
}

/// Validates the draft, then stores it if the person may administer the list; a name taken by
/// another list is a `duplicate` name.
public struct UpdateListInteractor: UpdateListUseCase {
    private let repository: any ReminderListRepository
    private let access: ListAccessPolicy

    public init(repository: any ReminderListRepository, access: ListAccessPolicy) {
        self.repository = repository
        self.access = access
    }

    public func execute(id: ReminderList.ID, _ draft: ReminderListDraft) async throws(DomainError) -> ReminderList {
        try await access.require(.administer, on: .list(id))
        let valid = try draft.validated().get(orThrow: DomainError.invalid)
        do { return try await repository.update(id: id, with: valid) } catch { throw DomainError(error, conflictingField: .name) }
    }
}
