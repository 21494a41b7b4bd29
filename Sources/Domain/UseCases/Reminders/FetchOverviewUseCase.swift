import Entities

/// Every list with its open count and every smart list's count, as of the clock's current day,
/// in one read of the store: the sidebar every signed-in page shows.
public protocol FetchOverviewUseCase: Sendable {
    func execute() async throws(DomainError) -> ReminderOverview
}

public protocol HasFetchOverviewUseCase {
    var fetchOverviewUseCase: any FetchOverviewUseCase { get }
}

/// Reads the overview from the reminder repository, with today taken from the clock.
public struct FetchOverviewInteractor: FetchOverviewUseCase {
    private let repository: any ReminderRepository
    private let clock: any CalendarClock

    public init(repository: any ReminderRepository, clock: any CalendarClock) {
        self.repository = repository
        self.clock = clock
    }

    public func execute() async throws(DomainError) -> ReminderOverview {
        do { return try await repository.overview(today: clock.localNow().date) } catch { throw DomainError(error) }
    }
}
