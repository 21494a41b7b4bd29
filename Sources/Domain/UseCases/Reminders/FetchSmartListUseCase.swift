import Entities

/// A page of a smart list (Today, Scheduled, Flagged, All, Completed), as of the clock's current day.
public protocol FetchSmartListUseCase: Sendable {
    func execute(_ smartList: SmartList, page: PageRequest) async throws(DomainError) -> Page<Reminder>
}

public protocol HasFetchSmartListUseCase {
    var fetchSmartListUseCase: any FetchSmartListUseCase { get }
}

/// Reads the page from the reminder repository, with today taken from the clock.
public struct FetchSmartListInteractor: FetchSmartListUseCase {
    private let repository: any ReminderRepository
    private let clock: any CalendarClock

    public init(repository: any ReminderRepository, clock: any CalendarClock) {
        self.repository = repository
        self.clock = clock
    }

    public func execute(_ smartList: SmartList, page: PageRequest) async throws(DomainError) -> Page<Reminder> {
        let today = clock.localNow().date
        do {
            return try await PageClamping.fetch(page) { request throws(RepositoryError) in
                try await repository.reminders(in: smartList, today: today, page: request)
            }
        } catch {
            throw DomainError(error)
        }
    }
}
