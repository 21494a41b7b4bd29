import Domain
import Entities

extension ReminderListViewModel {
    /// Loads the list, a page of its reminders and the lists to move them to.
    func load(listID: ReminderList.ID, page: Int, showCompleted: Bool) async {
        state.listID = listID
        state.showCompleted = showCompleted
        state.completedToggleText = strings[showCompleted ? .reminderListHideCompleted : .reminderListShowCompleted]
        do {
            let list = try await useCases.fetchListUseCase.execute(id: listID)
            let reminders = try await useCases.fetchRemindersUseCase.execute(
                listID: listID, includeCompleted: showCompleted, page: PageRequest(number: page)
            )
            let summaries = try await useCases.fetchListSummariesUseCase.execute()
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
