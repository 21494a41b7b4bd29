import Domain
import Entities
import Foundation

/// One list: a page of its reminders, the add form, its details (name, colour, icon), deleting, and its rows' actions
/// (`ReminderRowsViewModel`).
public final class ReminderListViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasCalendarClock & HasFetchListUseCase & HasFetchRemindersUseCase
        & HasAddReminderUseCase & HasAddReminderFromTextUseCase & HasUpdateListUseCase & HasDeleteListUseCase
        & HasImportRemindersUseCase & HasSetListSortOrderUseCase & HasFetchListShareUseCase & HasFetchPeopleNamesUseCase
        & ReminderRowsViewModel.UseCases

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened a page of the list, with or without its completed reminders.
        case onAppear(listID: ReminderList.ID, page: Int, showCompleted: Bool)
        /// Submitted the add form: its title alone is a line for quick add to read ("Buy milk
        /// tomorrow 9am !1"); with any of "More details" filled in, the fields say it all.
        case addReminderTapped(listID: ReminderList.ID, form: ReminderForm)
        /// Opened the list's details page: its name, colour and icon (the list alone, not its reminders).
        case detailsOpened(listID: ReminderList.ID)
        /// Submitted the list's details form: its name, colour and icon.
        case detailsSubmitted(listID: ReminderList.ID, draft: ReminderListDraft)
        /// Asked to delete the list: the page asks for confirmation.
        case deleteListTapped(listID: ReminderList.ID)
        /// Confirmed the deletion.
        case deleteListConfirmed(listID: ReminderList.ID)
        /// Acted on a row on page `page` (of the list with or without its completed reminders);
        /// the person goes back to that same page.
        case row(ReminderRowAction, listID: ReminderList.ID, page: Int, showCompleted: Bool)
        /// Chose the order the list shows its reminders in.
        case sortOrderChosen(listID: ReminderList.ID, order: ReminderSortOrder)
        /// Sent a file (iCalendar) to import its reminders into the list.
        case importTapped(listID: ReminderList.ID, file: Data)
    }

    /// The page's current state.
    public internal(set) var state: State
    let useCases: any UseCases
    let strings: StringCatalog

    /// A ViewModel for one request.
    public init(useCases: any UseCases, strings: StringCatalog) {
        self.useCases = useCases
        self.strings = strings
        state = State(strings: strings)
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case let .onAppear(listID, page, showCompleted):
            await load(listID: listID, page: page, showCompleted: showCompleted)
        case let .addReminderTapped(listID, form):
            await addReminder(form, listID: listID)
        case let .detailsOpened(listID):
            await loadDetails(listID: listID)
        case let .detailsSubmitted(listID, draft):
            await saveDetails(draft, listID: listID)
        case let .deleteListTapped(listID):
            // Shown with the completed reminders; the count is of all the list's reminders, subtasks included.
            guard let listPage = await load(listID: listID, page: 1, showCompleted: true), state.outcome == .none else { return }
            state.isConfirmingDeletion = true
            state.deletionTitle = strings.string(.deleteListTitle, state.name)
            state.deletionMessage = strings.plural(.deleteListMessage, count: listPage.reminderCount)
            // Everyone it is shared with loses it too: said before, as its reminders are.
            do throws(DomainError) {
                let sharedWith = try await useCases.fetchListShareUseCase.execute(listID: listID).members.filter { $0.role != .owner }.count
                if sharedWith > 0 { state.deletionMessage? += " " + strings.plural(.deleteListMembers, count: sharedWith) }
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        case let .deleteListConfirmed(listID):
            await perform(listID: listID) { () async throws(DomainError) -> Outcome in
                let list = try await useCases.fetchListUseCase.execute(id: listID)
                try await useCases.deleteListUseCase.execute(id: listID)
                return .redirect(.lists, flash: FlashText(.listDeleted, .text(list.name)))
            }
        case let .row(action, listID, page, showCompleted):
            let rows = ReminderRowsViewModel(
                returningTo: .list(listID, page: page, showCompleted: showCompleted), useCases: useCases, strings: strings
            )
            await rows.send(action) {
                await load(listID: listID, page: page, showCompleted: showCompleted)
                return state.outcome
            }
            state.outcome = rows.state.outcome
            // A move refused for the list's order answers with the message beside the order's field.
            state.sortError = rows.state.errors[.sortOrder]
        case let .importTapped(listID, file):
            await perform(listID: listID, onInvalid: { state, errors in state.importError = errors[.file] }) { () async throws(DomainError) -> Outcome in
                let count = try await useCases.importRemindersUseCase.execute(listID: listID, file: file)
                return .redirect(.list(listID, page: 1, showCompleted: false), flash: FlashText(.remindersImported, .number(count.added), .number(count.updated)))
            }
        case let .sortOrderChosen(listID, order):
            await chooseSortOrder(order, listID: listID)
        }
    }

    private func addReminder(_ form: ReminderForm, listID: ReminderList.ID) async {
        await perform(listID: listID, onInvalid: { state, errors in
            state.addForm.form = form
            state.addForm.errors = errors.namingRejectedTags(of: form, strings: strings)
        }) { () async throws(DomainError) -> Outcome in
            let firstPage = Route.list(listID, page: 1, showCompleted: false)
            guard form.hasDetails else {
                let added = try await useCases.addReminderFromTextUseCase.execute(form.title, to: .list(listID))
                return QuickAddText(strings: strings, clock: useCases.calendarClock).redirect(to: firstPage, after: added, typed: form.title)
            }
            _ = try await useCases.addReminderUseCase.execute(try form.checkedDraft(), listID: listID)
            return .redirect(firstPage, flash: FlashText(.reminderAdded))
        }
    }

    /// Saves the details; a broken rule shows the details page again (the list alone, not its
    /// reminders) with the values as submitted and the message.
    private func saveDetails(_ draft: ReminderListDraft, listID: ReminderList.ID) async {
        do throws(DomainError) {
            _ = try await useCases.updateListUseCase.execute(id: listID, draft)
            state.outcome = .redirect(.list(listID, page: 1, showCompleted: false), flash: FlashText(.listUpdated))
        } catch {
            guard case .invalid(let errors) = error else {
                state.outcome = Outcome(error, strings: strings)
                return
            }
            guard await loadDetails(listID: listID) else { return }
            state.details = ListDetailsForm(draft, nameError: FieldErrors(errors, strings: strings)[.name], strings: strings)
            state.outcome = .invalid
        }
    }

    private func chooseSortOrder(_ order: ReminderSortOrder, listID: ReminderList.ID) async {
        await perform(listID: listID) { () async throws(DomainError) -> Outcome in
            _ = try await useCases.setListSortOrderUseCase.execute(id: listID, order: order)
            return .redirect(.list(listID, page: 1, showCompleted: false), flash: FlashText(.listSorted, .key(order.nameKey)))
        }
    }

    /// Runs `work` and takes its outcome; when a rule was broken, loads the page and lets
    /// `onInvalid` put the typed values and messages back.
    private func perform(
        listID: ReminderList.ID, onInvalid: (inout State, FieldErrors) -> Void = { _, _ in },
        _ work: () async throws(DomainError) -> Outcome
    ) async {
        do {
            state.outcome = try await work()
        } catch {
            guard case .invalid(let errors) = error else {
                state.outcome = Outcome(error, strings: strings)
                return
            }
            await load(listID: listID, page: 1, showCompleted: false)
            guard state.outcome == .none else { return }
            onInvalid(&state, FieldErrors(errors, strings: strings))
            state.outcome = .invalid
        }
    }
}
