import Domain
import Entities
import Foundation

/// One list: a page of its reminders, the add form, renaming, deleting, and each row's actions.
public final class ReminderListViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasCalendarClock & HasFetchListUseCase & HasFetchRemindersUseCase
        & HasAddReminderUseCase & HasRenameListUseCase & HasDeleteListUseCase
        & HasSetReminderCompletedUseCase & HasSetReminderFlaggedUseCase & HasMoveReminderUseCase & HasDeleteReminderUseCase
        & HasRestoreReminderUseCase & HasImportRemindersUseCase
        & HasSetListSortOrderUseCase & HasRepositionReminderUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened a page of the list, with or without its completed reminders.
        case onAppear(listID: ReminderList.ID, page: Int, showCompleted: Bool)
        /// Submitted the add form.
        case addReminderTapped(listID: ReminderList.ID, form: ReminderForm)
        /// Submitted the rename form.
        case renameListTapped(listID: ReminderList.ID, name: String)
        /// Asked to delete the list: the page asks for confirmation.
        case deleteListTapped(listID: ReminderList.ID)
        /// Confirmed the deletion.
        case deleteListConfirmed(listID: ReminderList.ID)
        /// Ticked or unticked a reminder on page `page` (of the list with or without its
        /// completed reminders); the person goes back to that same page.
        case reminderToggled(id: Reminder.ID, isCompleted: Bool, listID: ReminderList.ID, page: Int, showCompleted: Bool)
        /// Flagged or unflagged a reminder on page `page`; the person goes back to that same page.
        case reminderFlagToggled(id: Reminder.ID, isFlagged: Bool, listID: ReminderList.ID, page: Int, showCompleted: Bool)
        /// Moved a reminder to list `toListID`.
        case reminderMoved(id: Reminder.ID, toListID: ReminderList.ID, listID: ReminderList.ID, page: Int, showCompleted: Bool)
        /// Deleted a reminder (with its subtasks): the flash says how many went with it and offers to undo it.
        case reminderDeleted(id: Reminder.ID, listID: ReminderList.ID, page: Int, showCompleted: Bool)
        /// Chose the order the list shows its reminders in.
        case sortOrderChosen(listID: ReminderList.ID, order: ReminderSortOrder)
        /// Moved a reminder within the list's manual order (Move up, Move down, or dropped next
        /// to another), on page `page`; the person goes back to that same page.
        case reminderRepositioned(id: Reminder.ID, placement: ReminderPlacement, listID: ReminderList.ID, page: Int, showCompleted: Bool)
        /// Pressed Undo after deleting a reminder: it comes back (while `DeletedReminders.restoreWindow` lasts).
        case reminderRestored(id: Reminder.ID, listID: ReminderList.ID, page: Int, showCompleted: Bool)
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
        case let .renameListTapped(listID, name):
            await renameList(listID, to: name)
        case let .deleteListTapped(listID):
            // Shown with the completed reminders; the count is of all the list's reminders, subtasks included.
            guard let listPage = await load(listID: listID, page: 1, showCompleted: true), state.outcome == .none else { return }
            state.isConfirmingDeletion = true
            state.deletionTitle = strings.string(.deleteListTitle, state.name)
            state.deletionMessage = strings.plural(.deleteListMessage, count: listPage.reminderCount)
        case let .deleteListConfirmed(listID):
            await perform(listID: listID) { () async throws(DomainError) -> Outcome in
                let list = try await useCases.fetchListUseCase.execute(id: listID)
                try await useCases.deleteListUseCase.execute(id: listID)
                return .redirect(.lists, flash: strings.string(.listDeleted, list.name))
            }
        case let .reminderToggled(id, isCompleted, listID, page, showCompleted):
            state.outcome = await ReminderToggle.outcome(
                id: id, isCompleted: isCompleted, returningTo: .list(listID, page: page, showCompleted: showCompleted),
                useCase: useCases.setReminderCompletedUseCase, strings: strings
            ) {
                await load(listID: listID, page: page, showCompleted: showCompleted)
                return state.outcome
            }
        case let .reminderFlagToggled(id, isFlagged, listID, page, showCompleted):
            state.outcome = await ReminderToggle.flagOutcome(
                id: id, isFlagged: isFlagged, returningTo: .list(listID, page: page, showCompleted: showCompleted),
                useCase: useCases.setReminderFlaggedUseCase, strings: strings
            ) {
                await load(listID: listID, page: page, showCompleted: showCompleted)
                return state.outcome
            }
        case let .reminderMoved(id, toListID, listID, page, showCompleted):
            await perform(listID: listID, page: page, showCompleted: showCompleted) { () async throws(DomainError) -> Outcome in
                let target = try await useCases.fetchListUseCase.execute(id: toListID)
                _ = try await useCases.moveReminderUseCase.execute(id: id, toList: toListID)
                return .redirect(.list(listID, page: page, showCompleted: showCompleted), flash: strings.string(.reminderMoved, target.name))
            }
        case let .reminderDeleted(id, listID, page, showCompleted):
            await perform(listID: listID, page: page, showCompleted: showCompleted) { () async throws(DomainError) -> Outcome in
                let subtasks = try await useCases.deleteReminderUseCase.execute(id: id)
                return .redirect(
                    .list(listID, page: page, showCompleted: showCompleted), flash: strings.reminderDeletedFlash(subtasks: subtasks), undo: .restore(id)
                )
            }
        case let .importTapped(listID, file):
            await perform(listID: listID, onInvalid: { state, errors in state.importError = errors[.file] }) { () async throws(DomainError) -> Outcome in
                let count = try await useCases.importRemindersUseCase.execute(listID: listID, file: file)
                return .redirect(.list(listID, page: 1, showCompleted: false), flash: strings.plural(.remindersImported, count: count))
            }
        case let .sortOrderChosen(listID, order):
            await chooseSortOrder(order, listID: listID)
        case let .reminderRepositioned(id, placement, listID, page, showCompleted):
            await reposition(id, to: placement, listID: listID, page: page, showCompleted: showCompleted)
        case let .reminderRestored(id, listID, page, showCompleted):
            await perform(listID: listID, page: page, showCompleted: showCompleted) { () async throws(DomainError) -> Outcome in
                _ = try await useCases.restoreReminderUseCase.execute(id: id)
                return .redirect(.list(listID, page: page, showCompleted: showCompleted), flash: strings[.reminderRestored])
            }
        }
    }

    private func addReminder(_ form: ReminderForm, listID: ReminderList.ID) async {
        await perform(listID: listID, onInvalid: { state, errors in
            state.addForm.form = form
            state.addForm.errors = errors.namingRejectedTags(of: form, strings: strings)
        }) { () async throws(DomainError) -> Outcome in
            _ = try await useCases.addReminderUseCase.execute(try form.checkedDraft(), listID: listID)
            return .redirect(.list(listID, page: 1, showCompleted: false), flash: strings[.reminderAdded])
        }
    }

    private func renameList(_ listID: ReminderList.ID, to name: String) async {
        await perform(listID: listID, onInvalid: { state, errors in
            state.renameName = name
            state.renameError = errors[.name]
        }) { () async throws(DomainError) -> Outcome in
            _ = try await useCases.renameListUseCase.execute(id: listID, ReminderListDraft(name: name))
            return .redirect(.list(listID, page: 1, showCompleted: false), flash: strings[.listRenamed])
        }
    }

    private func chooseSortOrder(_ order: ReminderSortOrder, listID: ReminderList.ID) async {
        await perform(listID: listID) { () async throws(DomainError) -> Outcome in
            _ = try await useCases.setListSortOrderUseCase.execute(id: listID, order: order)
            return .redirect(.list(listID, page: 1, showCompleted: false), flash: strings.string(.listSorted, strings[order.nameKey]))
        }
    }

    private func reposition(
        _ id: Reminder.ID, to placement: ReminderPlacement, listID: ReminderList.ID, page: Int, showCompleted: Bool
    ) async {
        // A move refused for the list's order answers with the message beside the order's field.
        await perform(listID: listID, page: page, showCompleted: showCompleted, onInvalid: { state, errors in
            state.sortError = errors[.sortOrder]
        }) { () async throws(DomainError) -> Outcome in
            _ = try await useCases.repositionReminderUseCase.execute(id: id, to: placement)
            return .redirect(.list(listID, page: page, showCompleted: showCompleted), flash: strings[.reminderRepositioned])
        }
    }

    /// Runs `work` and takes its outcome; when a rule was broken, loads the page and lets
    /// `onInvalid` put the typed values and messages back.
    private func perform(
        listID: ReminderList.ID, page: Int = 1, showCompleted: Bool = false,
        onInvalid: (inout State, FieldErrors) -> Void = { _, _ in },
        _ work: () async throws(DomainError) -> Outcome
    ) async {
        do {
            state.outcome = try await work()
        } catch {
            guard case .invalid(let errors) = error else {
                state.outcome = Outcome(error, strings: strings)
                return
            }
            await load(listID: listID, page: page, showCompleted: showCompleted)
            guard state.outcome == .none else { return }
            onInvalid(&state, FieldErrors(errors, strings: strings))
            state.outcome = .invalid
        }
    }
}
