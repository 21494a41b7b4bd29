import Entities

/// Renames a list, with the same rules as creating one.
public protocol RenameListUseCase: Sendable {
    func execute(id: ReminderList.ID, _ draft: ReminderListDraft) async throws(DomainError) -> ReminderList
}

public protocol HasRenameListUseCase {
    var renameListUseCase: any RenameListUseCase { get }
}

/// Validates the draft, then renames if the person may administer the list; a name taken by another list is a `duplicate` name.
public struct RenameListInteractor: RenameListUseCase {
    private let repository: any ReminderListRepository
    private let access: ListAccessPolicy

    public init(repository: any ReminderListRepository, access: ListAccessPolicy) {
        self.repository = repository
        self.access = access
    }

    public func execute(id: ReminderList.ID, _ draft: ReminderListDraft) async throws(DomainError) -> ReminderList {
        let valid = try draft.validated().get(orThrow: DomainError.invalid)
        try await access.require(.administer, on: .list(id))
        do { return try await repository.rename(id: id, to: valid.name) } catch { throw DomainError(error, conflictingField: .name) }
    }
}
