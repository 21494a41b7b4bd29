import Entities

/// Every tag an open reminder carries, with its count of open reminders: the Tags section.
public protocol FetchTagCountsUseCase: Sendable {
    func execute() async throws(DomainError) -> [TagCount]
}

public protocol HasFetchTagCountsUseCase {
    var fetchTagCountsUseCase: any FetchTagCountsUseCase { get }
}

/// Reads the counts from the reminder repository.
public struct FetchTagCountsInteractor: FetchTagCountsUseCase {
    private let repository: any ReminderRepository

    public init(repository: any ReminderRepository) { self.repository = repository }

    public func execute() async throws(DomainError) -> [TagCount] {
        do { return try await repository.tagCounts() } catch { throw DomainError(error) }
    }
}
