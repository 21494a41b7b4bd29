import Entities

/// Every list with its count of open reminders.
public protocol FetchListSummariesUseCase: Sendable {
    func execute() async throws(DomainError) -> [ReminderListSummary]
}

public protocol HasFetchListSummariesUseCase {
    var fetchListSummariesUseCase: any FetchListSummariesUseCase { get }
}

/// Reads the summaries from the list repository.
public struct FetchListSummariesInteractor: FetchListSummariesUseCase {
    private let repository: any ReminderListRepository

    public init(repository: any ReminderListRepository) { self.repository = repository }

    public func execute() async throws(DomainError) -> [ReminderListSummary] {
        do { return try await repository.summaries() } catch { throw DomainError(error) }
    }
}
