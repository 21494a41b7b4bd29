import Domain
import Entities

/// The row feature: what a row's actions do, wherever the row is shown. A screen with rows
/// embeds `ReminderRowAction` in its `Action`, says where to come back to (its own page, with
/// its page number, query or toggle) and how to show its page again, and takes the outcome.
public final class ReminderRowsViewModel {
    /// The use cases the rows' actions need.
    public typealias UseCases = HasSetReminderCompletedUseCase & HasUndoCompletionUseCase & HasSetReminderFlaggedUseCase & HasFetchListUseCase
        & HasMoveReminderUseCase & HasDeleteReminderUseCase & HasRestoreReminderUseCase & HasRepositionReminderUseCase
        & HasKeepQuickAddAsTextUseCase

    /// What a row action came to.
    public struct State: Sendable, Equatable {
        /// The page the rows are on, where every action that works goes back to.
        public var returnTo: Route
        /// What the web layer answers: a redirect to `returnTo`, the page again (`invalid`), or an error.
        public var outcome: Outcome = .none
        /// The messages of the rule the action broke (with `outcome` `invalid`), for the screen to
        /// show beside its fields: a move in a list not in manual order, beside its order.
        public var errors: FieldErrors = .none
    }

    /// The rows' current state.
    public internal(set) var state: State
    let useCases: any UseCases
    let strings: StringCatalog

    /// The rows of the page at `returnTo`, for one request.
    public init(returningTo returnTo: Route, useCases: any UseCases, strings: StringCatalog) {
        self.useCases = useCases
        self.strings = strings
        state = State(returnTo: returnTo)
    }

    /// Handles what the user did to a row. An action that breaks a rule shows the page again:
    /// `showPage` loads it into the screen's state and answers the screen's outcome (an error
    /// while loading wins over `invalid`).
    public func send(_ action: ReminderRowAction, showingPageAgain showPage: () async -> Outcome) async {
        do {
            let (flash, undo) = try await perform(action)
            state.outcome = .redirect(state.returnTo, flash: flash, undo: undo)
        } catch {
            guard case .invalid(let errors) = error else {
                state.outcome = Outcome(error, strings: strings)
                return
            }
            state.outcome = await showPage()
            guard state.outcome == .none else { return }
            state.errors = FieldErrors(errors, strings: strings)
            state.outcome = .invalid
        }
    }

    /// Does what `action` asks and answers the flash and what it offers to undo.
    private func perform(_ action: ReminderRowAction) async throws(DomainError) -> (FlashText, Undo?) {
        switch action {
        case let .toggled(id, isCompleted):
            let completion = try await useCases.setReminderCompletedUseCase.execute(id: id, isCompleted: isCompleted)
            let reminder = completion.reminder
            if reminder.isCompleted { return (FlashText(.reminderCompleted), .reopen(id)) }
            // A repeating reminder completed moves on and stays open: the flash says where to,
            // and its Undo moves it back, taking back the occurrence recorded (reopening an open
            // reminder would do nothing).
            if isCompleted, let due = reminder.due {
                return (FlashText(.reminderAdvanced, .date(due)), completion.record.map { .moveBack(id, occurrence: $0.id) })
            }
            return (FlashText(.reminderReopened), nil)
        case let .completionUndone(id, occurrence):
            switch try await useCases.undoCompletionUseCase.execute(id: id, occurrence: occurrence) {
            case .undone(let reminder):
                guard let due = reminder.due else { return (FlashText(.reminderReopened), nil) }
                return (FlashText(.completionUndone, .date(due)), nil)
            case .changedSince(let reminder):
                return (FlashText(.completionUndoStale, .text(reminder.title)), nil)
            }
        case let .flagToggled(id, isFlagged):
            let reminder = try await useCases.setReminderFlaggedUseCase.execute(id: id, isFlagged: isFlagged)
            return (FlashText(reminder.isFlagged ? .reminderFlagged : .reminderUnflagged), nil)
        case let .moved(id, toListID):
            let target = try await useCases.fetchListUseCase.execute(id: toListID)
            _ = try await useCases.moveReminderUseCase.execute(id: id, toList: toListID)
            return (FlashText(.reminderMoved, .text(target.name)), nil)
        case let .deleted(id):
            let subtasks = try await useCases.deleteReminderUseCase.execute(id: id)
            return (.reminderDeleted(subtasks: subtasks), .restore(id))
        case let .restored(id):
            _ = try await useCases.restoreReminderUseCase.execute(id: id)
            return (FlashText(.reminderRestored), nil)
        case let .keptAsText(id, text):
            // A page without quick add (Completed, a tag's, search) has nowhere to add the text.
            guard let destination = state.returnTo.quickAddDestination else { throw .invalid(ValidationErrors([.list: .malformed])) }
            let kept = try await useCases.keepQuickAddAsTextUseCase.execute(id: id, text: text, destination: destination)
            return (FlashText(.quickAddKept, .text(kept.title)), nil)
        case let .repositioned(id, placement):
            _ = try await useCases.repositionReminderUseCase.execute(id: id, to: placement)
            return (FlashText(.reminderRepositioned), nil)
        }
    }
}
