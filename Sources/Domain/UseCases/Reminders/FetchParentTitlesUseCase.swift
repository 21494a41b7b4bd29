import Entities

/// The titles of the parents of the subtasks among some reminders (a smart list's or a search's
/// page shows a subtask with its parent's title), by the parent's id; a parent that is not the
/// person's, or deleted, is left out.
public protocol FetchParentTitlesUseCase: Sendable {
    func execute(for reminders: [Reminder]) async throws(DomainError) -> [Reminder.ID: String]
}

public protocol HasFetchParentTitlesUseCase {
    var fetchParentTitlesUseCase: any FetchParentTitlesUseCase { get }
}

/// Reads the parents' titles in one read of the reminder repository, and none without subtasks.
public struct FetchParentTitlesInteractor: FetchParentTitlesUseCase {
    private let repository: any ReminderRepository

    public init(repository: any ReminderRepository) { self.repository = repository }

    public func execute(for reminders: [Reminder]) async throws(DomainError) -> [Reminder.ID: String] {
        var seen = Set<Reminder.ID>()
        let parentIDs = reminders.compactMap(\.parentID).filter { seen.insert($0).inserted }
        guard !parentIDs.isEmpty else { return [:] }
        do { return try await repository.titles(of: parentIDs) } catch { throw DomainError(error) }
    }
}
