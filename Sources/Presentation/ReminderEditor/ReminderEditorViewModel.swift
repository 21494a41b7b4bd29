import Domain
import Entities

/// The editor of one reminder: its fields, its list, completing and deleting it, and its subtasks.
public final class ReminderEditorViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasCalendarClock & HasFetchReminderUseCase & HasFetchListSummariesUseCase
        & HasUpdateReminderUseCase & HasFetchSubtasksUseCase & HasAddSubtaskUseCase & HasFetchListShareUseCase
        & ReminderRowsViewModel.UseCases

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the editor of reminder `id`.
        case onAppear(id: Reminder.ID)
        /// Saved the form; a different `form.listID` moves the reminder too.
        case saveTapped(id: Reminder.ID, form: ReminderForm)
        /// Deleted the reminder.
        case deleteTapped(id: Reminder.ID)
        /// Marked the reminder done or open.
        case completionToggled(id: Reminder.ID, isCompleted: Bool)
        /// Submitted the form adding a subtask titled `title` to reminder `parentID`.
        case addSubtaskTapped(parentID: Reminder.ID, title: String)
    }

    /// The page's current state.
    public internal(set) var state: State
    let useCases: any UseCases
    let strings: StringCatalog

    /// A ViewModel for one request.
    public init(useCases: any UseCases, strings: StringCatalog) {
        self.useCases = useCases
        self.strings = strings
        state = State(title: strings[.editorTitle], form: ReminderFormState(strings: strings))
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear(let id):
            await load(id: id)
        case let .saveTapped(id, form):
            await save(id: id, form: form)
        case .deleteTapped(let id):
            do {
                let reminder = try await useCases.fetchReminderUseCase.execute(id: id)
                let subtasks = try await useCases.deleteReminderUseCase.execute(id: id)
                state.outcome = .redirect(
                    .list(reminder.listID, page: 1, showCompleted: reminder.isCompleted),
                    flash: .reminderDeleted(subtasks: subtasks), undo: .restore(id)
                )
            } catch {
                await fail(error, id: id)
            }
        case let .completionToggled(id, isCompleted):
            // Completing from the editor is the rows' toggle, coming back to the editor.
            let rows = ReminderRowsViewModel(returningTo: .reminder(id), useCases: useCases, strings: strings)
            await rows.send(.toggled(id: id, isCompleted: isCompleted)) {
                await load(id: id)
                return state.outcome
            }
            state.outcome = rows.state.outcome
        case let .addSubtaskTapped(parentID, title):
            await addSubtask(title: title, parentID: parentID)
        }
    }

    private func addSubtask(title: String, parentID: Reminder.ID) async {
        do {
            _ = try await useCases.addSubtaskUseCase.execute(ReminderDraft(title: title), parentID: parentID)
            state.outcome = .redirect(.reminder(parentID), flash: FlashText(.subtaskAdded))
        } catch {
            guard case .invalid(let errors) = error else {
                state.outcome = Outcome(error, strings: strings)
                return
            }
            await load(id: parentID)
            guard state.outcome == .none else { return }
            state.subtaskForm = SubtaskFormState(title: title, errors: FieldErrors(errors, strings: strings))
            state.outcome = .invalid
        }
    }

    private func save(id: Reminder.ID, form: ReminderForm) async {
        do {
            // One step: a list deleted since the editor was opened (in another tab, say) is a
            // 404 with nothing saved, not fields saved and then a failed move.
            let updated = try await useCases.updateReminderUseCase.execute(id: id, try form.checkedDraft(), movingTo: form.listID)
            // A completed reminder is saved back to its list with the completed ones shown, where it is.
            state.outcome = .redirect(.list(updated.listID, page: 1, showCompleted: updated.isCompleted), flash: FlashText(.reminderSaved))
        } catch {
            await fail(error, id: id, keeping: form)
        }
    }

    /// Takes the outcome of `error`; when a rule was broken, loads the page and puts `form`
    /// back with the messages.
    private func fail(_ error: DomainError, id: Reminder.ID, keeping form: ReminderForm? = nil) async {
        guard case .invalid(let errors) = error else {
            state.outcome = Outcome(error, strings: strings)
            return
        }
        await load(id: id)
        guard state.outcome == .none else { return }
        if var form {
            // As typed; a form that named no list stays on the reminder's.
            form.listID = form.listID ?? state.listID
            state.form.form = form
        }
        state.form.errors = form.map { FieldErrors(errors, strings: strings).namingRejectedTags(of: $0, strings: strings) }
            ?? FieldErrors(errors, strings: strings)
        state.outcome = .invalid
    }
}
