import Entities

/// A page of a tag's open reminders: the tag's own page. A tag that no reminder carries (open or
/// completed) is `notFound`; one whose reminders are all completed has an empty page.
public protocol FetchTaggedRemindersUseCase: Sendable {
    func execute(tag: Tag, page: PageRequest) async throws(DomainError) -> Page<Reminder>
}

public protocol HasFetchTaggedRemindersUseCase {
    var fetchTaggedRemindersUseCase: any FetchTaggedRemindersUseCase { get }
}

/// Reads the open reminders of the tag, and, when there are none, whether the tag is carried at all.
public struct FetchTaggedRemindersInteractor: FetchTaggedRemindersUseCase {
    private let repository: any ReminderRepository

    public init(repository: any ReminderRepository) { self.repository = repository }

    public func execute(tag: Tag, page: PageRequest) async throws(DomainError) -> Page<Reminder> {
        do throws(RepositoryError) {
            let open = try await PageClamping.fetch(page) { request throws(RepositoryError) in
                try await repository.reminders(taggedWith: tag, includeCompleted: false, page: request)
            }
            guard open.totalCount == 0 else { return open }
            // Completing a tag's last open reminder leaves its page empty, not gone.
            let any = try await repository.reminders(taggedWith: tag, includeCompleted: true, page: PageRequest(number: 1, size: 1))
            guard any.totalCount > 0 else { throw RepositoryError.notFound }
            return open
        } catch {
            throw DomainError(error)
        }
    }
}
