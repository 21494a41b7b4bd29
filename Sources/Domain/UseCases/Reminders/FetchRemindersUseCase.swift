import Entities

/// A page of a list's reminders; a page past the last is the last page.
public protocol FetchRemindersUseCase: Sendable {
    func execute(listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest) async throws(DomainError) -> Page<Reminder>
}

public protocol HasFetchRemindersUseCase {
    var fetchRemindersUseCase: any FetchRemindersUseCase { get }
}

/// Reads the page from the reminder repository, after checking the list exists.
public struct FetchRemindersInteractor: FetchRemindersUseCase {
    private let lists: any ReminderListRepository
    private let reminders: any ReminderRepository

    public init(lists: any ReminderListRepository, reminders: any ReminderRepository) {
        self.lists = lists
        self.reminders = reminders
    }

    public func execute(listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest) async throws(DomainError) -> Page<Reminder> {
        do {
            _ = try await lists.list(id: listID)
            return try await PageClamping.fetch(page) { request throws(RepositoryError) in
                try await reminders.reminders(inList: listID, includeCompleted: includeCompleted, page: request)
            }
        } catch {
            throw DomainError(error)
        }
    }
}
