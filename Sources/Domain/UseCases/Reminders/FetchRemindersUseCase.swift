import Entities

/// A page of a list's reminders; a page past the last is the last page.
public protocol FetchRemindersUseCase: Sendable {
    func execute(listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest) async throws(DomainError) -> Page<Reminder>
}

public protocol HasFetchRemindersUseCase {
    var fetchRemindersUseCase: any FetchRemindersUseCase { get }
}

/// Reads the page from the reminder repository, which answers `notFound` for a missing list.
public struct FetchRemindersInteractor: FetchRemindersUseCase {
    private let repository: any ReminderRepository

    public init(repository: any ReminderRepository) { self.repository = repository }

    public func execute(listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest) async throws(DomainError) -> Page<Reminder> {
        do {
            return try await PageClamping.fetch(page) { request throws(RepositoryError) in
                try await repository.reminders(inList: listID, includeCompleted: includeCompleted, page: request)
            }
        } catch {
            throw DomainError(error)
        }
    }
}
