import Entities

/// A page of the reminders whose title or notes contain the query, ignoring case; a query that
/// is one `#tag` (`#home`) finds the reminders tagged so instead, open and completed (a tag is
/// taken out of the title, so its text would no longer find it). The query is trimmed; an empty
/// one finds nothing, one over 100 characters is `tooLong`.
public protocol SearchRemindersUseCase: Sendable {
    func execute(query: String, page: PageRequest) async throws(DomainError) -> Page<Reminder>
}

public protocol HasSearchRemindersUseCase {
    var searchRemindersUseCase: any SearchRemindersUseCase { get }
}

/// Prepares the query, then searches the reminder repository.
public struct SearchRemindersInteractor: SearchRemindersUseCase {
    private let repository: any ReminderRepository

    /// The rule for queries: up to 100 characters after trimming.
    public static let queryRule = TextRule(length: 0...100)

    public init(repository: any ReminderRepository) { self.repository = repository }

    public func execute(query: String, page: PageRequest) async throws(DomainError) -> Page<Reminder> {
        let text: String
        switch Self.queryRule.validate(query) {
        case .success(let trimmed): text = trimmed
        case .failure(let issue): throw .invalid(ValidationErrors([.query: issue]))
        }
        guard !text.isEmpty else { return Page(items: [], number: 1, size: page.size, totalCount: 0) }
        let tag = text.first == "#" ? Tag(text) : nil
        do {
            return try await PageClamping.fetch(page) { request throws(RepositoryError) in
                if let tag { return try await repository.reminders(taggedWith: tag, includeCompleted: true, page: request) }
                return try await repository.reminders(matching: text, page: request)
            }
        } catch {
            throw DomainError(error)
        }
    }
}
