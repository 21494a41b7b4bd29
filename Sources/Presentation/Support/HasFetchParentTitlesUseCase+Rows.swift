import Domain
import Entities

extension HasFetchParentTitlesUseCase {
    /// The titles of the parents of the subtasks among `reminders` (for rows shown apart from
    /// their parents), read only when there are subtasks.
    func parentTitles(of reminders: [Reminder]) async throws(DomainError) -> [Reminder.ID: String] {
        guard reminders.contains(where: \.isSubtask) else { return [:] }
        return try await fetchParentTitlesUseCase.execute(for: reminders)
    }
}

extension ReminderRowBuilder {
    /// The use cases that build rows of reminders gathered from several lists.
    typealias AcrossListsUseCases = HasCalendarClock & HasFetchListSummariesUseCase & HasFetchParentTitlesUseCase

    /// A builder for the rows of `reminders` gathered from several lists (a smart list, a search,
    /// a tag): each row names its list, and a subtask its parent. With it, the person's lists.
    static func acrossLists(
        _ reminders: [Reminder], useCases: any AcrossListsUseCases, strings: StringCatalog
    ) async throws(DomainError) -> (builder: ReminderRowBuilder, lists: [ReminderListSummary]) {
        let lists = try await useCases.fetchListSummariesUseCase.execute()
        let names = Dictionary(lists.map { ($0.id, $0.list.name) }, uniquingKeysWith: { first, _ in first })
        let parents = try await useCases.parentTitles(of: reminders)
        return (ReminderRowBuilder(strings: strings, clock: useCases.calendarClock, listNames: names, parentTitles: parents), lists)
    }
}
