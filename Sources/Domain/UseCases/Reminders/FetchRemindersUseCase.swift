import Entities

/// A page of a list's reminders, with the list, every list of its owner and the person's overview
/// as of the clock's current day (one snapshot: the page and its sidebar); a page past the last is
/// the last page.
public protocol FetchRemindersUseCase: Sendable {
    func execute(listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest) async throws(DomainError) -> ReminderListPage
}

public protocol HasFetchRemindersUseCase {
    var fetchRemindersUseCase: any FetchRemindersUseCase { get }
}

/// Reads the page from the reminder repository, which answers `notFound` for a missing list, and
/// shows it if the role the page was read with may read it (`ListAccessPolicy`'s rule, without a
/// query of its own: the list page is the app's busiest read).
public struct FetchRemindersInteractor: FetchRemindersUseCase {
    private let repository: any ReminderRepository
    private let clock: any CalendarClock

    public init(repository: any ReminderRepository, clock: any CalendarClock) {
        self.repository = repository
        self.clock = clock
    }

    public func execute(listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest) async throws(DomainError) -> ReminderListPage {
        let listPage: ReminderListPage
        let today = clock.localNow().date
        do {
            listPage = try await PageClamping.fetch(page, page: \.reminders) { request throws(RepositoryError) in
                try await repository.listPage(listID, includeCompleted: includeCompleted, page: request, overviewOn: today)
            }
        } catch {
            throw DomainError(error)
        }
        try ListAccessPolicy.require(.read, role: listPage.role)
        return listPage
    }
}
