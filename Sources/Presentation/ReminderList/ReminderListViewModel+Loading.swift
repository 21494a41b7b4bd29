import Domain
import Entities

extension ReminderListViewModel {
    /// Loads a page of the list's reminders and every list (its own name, and the lists to move reminders to).
    func load(listID: ReminderList.ID, page: Int, showCompleted: Bool) async {
        state.listID = listID
        state.showCompleted = showCompleted
        state.completedToggleText = strings[showCompleted ? .reminderListHideCompleted : .reminderListShowCompleted]
        do throws(DomainError) {
            // The list, its page and the lists to move to, from one read.
            let listPage = try await useCases.fetchRemindersUseCase.execute(
                listID: listID, includeCompleted: showCompleted, page: PageRequest(number: page)
            )
            let builder = ReminderRowBuilder(strings: strings, clock: useCases.calendarClock)
            state.name = listPage.list.name
            state.renameName = listPage.list.name
            state.sortOrder = listPage.list.sortOrder
            state.sortChoices = sortChoices(selected: listPage.list.sortOrder)
            state.rows = builder.rows(listPage.reminders.items)
            if listPage.list.sortOrder.allowsMoving {
                let openCount = listPage.lists.first { $0.id == listID }?.openCount ?? 0
                state.rows = movable(state.rows, page: listPage.reminders, openCount: openCount)
            }
            state.pagination = Pagination(listPage.reminders)
            state.moveTargets = listPage.lists.filter { $0.id != listID }.map {
                ListOption(id: $0.id, name: $0.list.name, isSelected: false)
            }
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }
}
