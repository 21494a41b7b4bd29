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

extension HasFetchPeopleNamesUseCase {
    /// The names of the people `reminders` and their `subtasks` are assigned to or were
    /// completed by, read only when there is one. By index: two fields of each reminder are
    /// read, where iterating (or joining the arrays) copied each whole reminder — 20,000
    /// instructions a list page.
    func peopleNames(of reminders: [Reminder], subtasks: [Reminder.ID: [Reminder]] = [:]) async throws(DomainError) -> [User.ID: String] {
        var ids = Set<User.ID>()
        func take(_ reminders: [Reminder]) {
            for index in reminders.indices {
                if let id = reminders[index].assigneeID { ids.insert(id) }
                if let id = reminders[index].completedByID { ids.insert(id) }
            }
        }
        take(reminders)
        for children in subtasks.values { take(children) }
        return ids.isEmpty ? [:] : try await fetchPeopleNamesUseCase.execute(ids)
    }
}

extension ReminderRowBuilder {
    /// The use cases that build rows of reminders gathered from several lists.
    typealias AcrossListsUseCases = HasCalendarClock & HasFetchListSummariesUseCase & HasFetchParentTitlesUseCase & HasFetchPeopleNamesUseCase

    /// A builder for the rows of `reminders` gathered from several lists (a smart list, a search,
    /// a tag): each row names its list, a subtask its parent, an assigned one its assignee, a
    /// completed one who completed it; a row of a list the person may only look at is read-only. With
    /// it, the person's lists.
    static func acrossLists(
        _ reminders: [Reminder], useCases: any AcrossListsUseCases, strings: StringCatalog
    ) async throws(DomainError) -> (builder: ReminderRowBuilder, lists: [ReminderListSummary]) {
        let lists = try await useCases.fetchListSummariesUseCase.execute()
        let names = Dictionary(lists.map { ($0.id, $0.list.name) }, uniquingKeysWith: { first, _ in first })
        let parents = try await useCases.parentTitles(of: reminders)
        let people = try await useCases.peopleNames(of: reminders)
        let builder = ReminderRowBuilder(
            strings: strings, clock: useCases.calendarClock, listNames: names, parentTitles: parents, peopleNames: people,
            readOnly: lists.contains(where: \.isReadOnly) ? .of(Set(lists.lazy.filter(\.isReadOnly).map(\.id))) : .none
        )
        return (builder, lists)
    }
}
