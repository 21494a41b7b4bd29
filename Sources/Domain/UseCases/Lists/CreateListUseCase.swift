import Entities

/// Creates a list: a name of 1–50 characters after trimming, unique ignoring case.
public protocol CreateListUseCase: Sendable {
    func execute(_ draft: ReminderListDraft) async throws(DomainError) -> ReminderList
}

public protocol HasCreateListUseCase {
    var createListUseCase: any CreateListUseCase { get }
}

/// Validates the draft, then creates the list; a taken name is a `duplicate` name.
public struct CreateListInteractor: CreateListUseCase {
    private let repository: any ReminderListRepository

    public init(repository: any ReminderListRepository) { self.repository = repository }

    public func execute(_ draft: ReminderListDraft) async throws(DomainError) -> ReminderList {
        let valid = try draft.validated().get(orThrow: DomainError.invalid)
        do { return try await repository.create(name: valid.name) } catch { throw DomainError(error, conflictingField: .name) }
    }
}
