import Domain
import Entities

extension ReminderListViewModel {
    /// Loads a page of the list's reminders and every list (its own name, and the lists to move reminders to).
    func load(listID: ReminderList.ID, page: Int, showCompleted: Bool) async {
        state.listID = listID
        state.showCompleted = showCompleted
        state.completedToggleText = strings[showCompleted ? .reminderListHideCompleted : .reminderListShowCompleted]
        do throws(DomainError) {
            let reminders = try await useCases.fetchRemindersUseCase.execute(
                listID: listID, includeCompleted: showCompleted, page: PageRequest(number: page)
            )
            // The summaries the move menu needs carry the list's name too: one read fewer per page.
            let summaries = try await useCases.fetchListSummariesUseCase.execute()
            guard let list = summaries.first(where: { $0.id == listID })?.list else { throw DomainError.notFound }
            let rows = ReminderRowBuilder(strings: strings, clock: useCases.calendarClock)
            state.name = list.name
            state.renameName = list.name
            state.rows = reminders.items.map(rows.row)
            state.pagination = Pagination(reminders)
            state.moveTargets = summaries.filter { $0.id != listID }.map {
                ListOption(id: $0.id, name: $0.list.name, isSelected: false)
            }
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }
}
