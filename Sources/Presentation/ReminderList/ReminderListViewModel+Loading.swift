import Domain
import Entities

extension ReminderListViewModel {
    /// Loads a page of the list's reminders, each with its subtasks under it, and every list (its
    /// own name, and whether there are others to move reminders to); answers the page read, or nil when it could
    /// not be (the outcome says why).
    @discardableResult
    func load(listID: ReminderList.ID, page: Int, showCompleted: Bool) async -> ReminderListPage? {
        state.listID = listID
        state.showCompleted = showCompleted
        state.completedToggleText = strings[showCompleted ? .reminderListHideCompleted : .reminderListShowCompleted]
        do throws(DomainError) {
            // The list, its page and the lists to move to, from one read.
            let listPage = try await useCases.fetchRemindersUseCase.execute(
                listID: listID, includeCompleted: showCompleted, page: PageRequest(number: page)
            )
            // Who the reminders of a shared list are assigned to or were completed by: no read for a list without.
            let people = try await useCases.peopleNames(of: listPage.reminders.items, subtasks: listPage.subtasks)
            state.permissions = listPage.role.permissions
            // A list shared to look at only: its rows offer nothing to do.
            let builder = ReminderRowBuilder(
                strings: strings, clock: useCases.calendarClock, peopleNames: people, readOnly: state.canChange ? .none : .all
            )
            // An empty list shared to look at has no form to add its first reminder with.
            state.emptyMessage = strings[state.canChange ? .reminderListEmptyMessage : .reminderListEmptyReadOnlyMessage]
            state.name = listPage.list.name
            state.look = ListLook(listPage.list)
            state.sortOrder = listPage.list.sortOrder
            state.sortChoices = sortChoices(selected: listPage.list.sortOrder)
            // The manual order's Move buttons are the top-level reminders' (the list's own open
            // ones count), set before their subtasks go in under them.
            var rows = builder.rows(listPage.reminders.items)
            if state.isManualOrder {
                rows = movable(rows, page: listPage.reminders, openCount: listPage.openCount)
            }
            state.rows = builder.interleaving(rows, subtasks: listPage.subtasks, showCompleted: showCompleted)
            state.pagination = Pagination(listPage.reminders)
            state.hasMoveTargets = listPage.lists.contains { $0.id != listID && !$0.isReadOnly }
            state.overview = listPage.overview
            return listPage
        } catch {
            state.outcome = Outcome(error, strings: strings)
            return nil
        }
    }

    /// Loads the list alone, for its details page: its name, look and details form; answers
    /// whether it could be read (when not, the outcome says why).
    @discardableResult
    func loadDetails(listID: ReminderList.ID) async -> Bool {
        state.listID = listID
        do throws(DomainError) {
            let list = try await useCases.fetchListUseCase.execute(id: listID)
            state.name = list.name
            state.look = ListLook(list)
            state.details = ListDetailsForm(ReminderListDraft(list), strings: strings)
            return true
        } catch {
            state.outcome = Outcome(error, strings: strings)
            return false
        }
    }
}
