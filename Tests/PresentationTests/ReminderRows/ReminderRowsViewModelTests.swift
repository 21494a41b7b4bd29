import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// The row feature once, for every screen that embeds it: the screens only say where to come back
/// to and how to show their page again (each screen's own tests check that it does).
struct ReminderRowsViewModelTests {
    /// The page the rows are on: any page will do, the feature only comes back to it.
    static let page = Route.search(query: "milk", page: 2)

    func viewModel(_ configure: (inout DIContainer) -> Void) -> ReminderRowsViewModel {
        var container = DIContainer.mock()
        configure(&container)
        return ReminderRowsViewModel(returningTo: Self.page, useCases: container, strings: strings)
    }

    /// Sends `action` with a page that shows again as `shown` answers; answers how often it was shown.
    func send(_ action: ReminderRowAction, to viewModel: ReminderRowsViewModel, shown: Outcome = .none) async -> Int {
        var showings = 0
        await viewModel.send(action) {
            showings += 1
            return shown
        }
        return showings
    }

    /// Completing offers to undo it (reopen); reopening offers nothing.
    @Test(arguments: [(true, FlashText(.reminderCompleted)), (false, FlashText(.reminderReopened))])
    func toggled_setsCompletion_andComesBackToThePage_completingWithUndo(isCompleted: Bool, flash: FlashText) async {
        let toggle = MockSetReminderCompletedUseCase(returning: .fixture(id: 2, completedAt: isCompleted ? fixtureDate : nil))
        let rows = viewModel { $0.setReminderCompletedUseCase = toggle }

        let showings = await send(.toggled(id: 2, isCompleted: isCompleted), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .redirect(Self.page, flash: flash, undo: isCompleted ? .reopen(2) : nil)))
        #expect(toggle.stub.calls == [.init(id: 2, isCompleted: isCompleted)])
        #expect(showings == 0)
    }

    /// A repeating reminder completed moves on and stays open: the flash says to when, and its
    /// Undo moves it back, naming the occurrence recorded.
    @Test(arguments: [nil, "09:00"])
    func toggled_ofARepeatingReminder_saysItsNextDate_withUndoMovingItBack(time: String?) async {
        let next = DueDate(date: .fixture("2026-11-24"), time: time.map { .fixture($0) })
        let moved = Reminder.fixture(
            id: 2, due: next, repetition: Repetition(rule: RepeatRule(.daily, every: 3), firstDate: .fixture("2026-11-21"), completedCount: 1)
        )
        let record = Reminder.fixture(id: 8, completedAt: fixtureDate)
        let rows = viewModel { $0.setReminderCompletedUseCase = MockSetReminderCompletedUseCase(returning: ReminderCompletion(reminder: moved, record: record)) }

        _ = await send(.toggled(id: 2, isCompleted: true), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .redirect(Self.page, flash: FlashText(.reminderAdvanced, .date(next)), undo: .moveBack(2, occurrence: 8))))
    }

    @Test func completionUndone_movesTheReminderBack_andSaysWhenItIsDueAgain() async throws {
        let back = Reminder.fixture(id: 2, due: DueDate(date: .fixture("2026-11-21"), time: .fixture("09:00")))
        let undo = MockUndoCompletionUseCase(returning: .undone(back))
        let rows = viewModel { $0.undoCompletionUseCase = undo }

        let showings = await send(.completionUndone(id: 2, occurrence: 8), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .redirect(Self.page, flash: FlashText(.completionUndone, .date(try #require(back.due))))))
        #expect(undo.stub.calls == [.init(id: 2, occurrence: 8)])
        #expect(showings == 0)
    }

    /// The reminder was edited or completed again since: nothing changed, and the flash says why.
    @Test func completionUndone_afterTheReminderChanged_saysItWasNotUndone() async {
        let rows = viewModel { $0.undoCompletionUseCase = MockUndoCompletionUseCase(returning: .changedSince(.fixture(id: 2, title: "Pay rent"))) }

        _ = await send(.completionUndone(id: 2, occurrence: 8), to: rows)

        #expect(rows.state == .init(
            returnTo: Self.page, outcome: .redirect(Self.page, flash: FlashText(.completionUndoStale, .text("Pay rent")))
        ))
    }

    @Test func completionUndone_ofAReminderNotFound_isNotFound() async {
        let rows = viewModel { $0.undoCompletionUseCase = MockUndoCompletionUseCase(failing: .notFound) }

        _ = await send(.completionUndone(id: 99, occurrence: 8), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .notFound))
    }

    @Test func flagToggled_byAMemberWhoseRoleDoesNotAllowIt_isForbidden() async {
        let rows = viewModel { $0.setReminderFlaggedUseCase = MockSetReminderFlaggedUseCase(failing: .forbidden) }

        _ = await send(.flagToggled(id: 2, isFlagged: true), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .forbidden))
    }

    @Test(arguments: [(true, FlashText(.reminderFlagged)), (false, FlashText(.reminderUnflagged))])
    func flagToggled_setsTheFlag_andComesBackToThePage(isFlagged: Bool, flash: FlashText) async {
        let flag = MockSetReminderFlaggedUseCase(returning: .fixture(id: 2, isFlagged: isFlagged))
        let rows = viewModel { $0.setReminderFlaggedUseCase = flag }

        _ = await send(.flagToggled(id: 2, isFlagged: isFlagged), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .redirect(Self.page, flash: flash)))
        #expect(flag.stub.calls == [.init(id: 2, isFlagged: isFlagged)])
    }

    @Test func moved_movesAndNamesTheTargetList() async {
        let move = MockMoveReminderUseCase(returning: .fixture(id: 2, listID: 2))
        let rows = viewModel {
            $0.fetchListUseCase = MockFetchListUseCase(returning: Lists.work)
            $0.moveReminderUseCase = move
        }

        _ = await send(.moved(id: 2, toListID: 2), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .redirect(Self.page, flash: FlashText(.reminderMoved, .text("Work")))))
        #expect(move.stub.calls == [.init(id: 2, listID: 2)])
    }

    @Test func moved_toAMissingList_isNotFoundAndMovesNothing() async {
        let move = MockMoveReminderUseCase()
        let rows = viewModel {
            $0.fetchListUseCase = MockFetchListUseCase(failing: .notFound)
            $0.moveReminderUseCase = move
        }

        _ = await send(.moved(id: 2, toListID: 9), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .notFound))
        #expect(move.stub.calls.isEmpty)
    }

    /// The flash says how many subtasks went with it, and Undo restores them all.
    @Test(arguments: [(0, FlashText(.reminderDeleted)), (1, FlashText(.subtasksDeleted, .number(1))), (2, FlashText(.subtasksDeleted, .number(2)))])
    func deleted_deletesAndComesBackToThePage_offeringToUndo(subtasks: Int, flash: FlashText) async {
        let delete = MockDeleteReminderUseCase(returning: subtasks)
        let rows = viewModel { $0.deleteReminderUseCase = delete }

        _ = await send(.deleted(id: 3), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .redirect(Self.page, flash: flash, undo: .restore(3))))
        #expect(delete.stub.calls == [3])
    }

    @Test func restored_bringsItBack_toThePage() async {
        let restore = MockRestoreReminderUseCase(returning: .fixture(id: 3))
        let rows = viewModel { $0.restoreReminderUseCase = restore }

        _ = await send(.restored(id: 3), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .redirect(Self.page, flash: FlashText(.reminderRestored))))
        #expect(restore.stub.calls == [3])
    }

    /// Too late (past the restore window), never deleted, or someone else's: nothing to bring back.
    @Test func restored_ofNothingRestorable_isNotFound() async {
        let rows = viewModel { $0.restoreReminderUseCase = MockRestoreReminderUseCase(failing: .notFound) }

        _ = await send(.restored(id: 3), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .notFound))
    }

    @Test(arguments: [ReminderPlacement.up, .down, .before(3), .after(1)])
    func repositioned_movesIt_andComesBackToThePage(placement: ReminderPlacement) async {
        let reposition = MockRepositionReminderUseCase(returning: .fixture(id: 2))
        let rows = viewModel { $0.repositionReminderUseCase = reposition }

        _ = await send(.repositioned(id: 2, placement: placement), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .redirect(Self.page, flash: FlashText(.reminderRepositioned))))
        #expect(reposition.stub.calls == [.init(id: 2, placement: placement)])
    }

    /// The page shows again, and the screen puts the message beside its field.
    @Test func repositioned_inAListNotInManualOrder_showsThePageAgain_withTheMessage() async {
        let reposition = MockRepositionReminderUseCase(failing: .invalid(ValidationErrors([.sortOrder: .needsManualOrder])))
        let rows = viewModel { $0.repositionReminderUseCase = reposition }

        let showings = await send(.repositioned(id: 2, placement: .up), to: rows)

        #expect(rows.state == .init(
            returnTo: Self.page, outcome: .invalid, errors: FieldErrors([.sortOrder: "Choose Manual to move reminders by hand."])))
        #expect(showings == 1)
    }

    /// Keep as text adds the line where the page adds (each screen's tests check its own); a
    /// page without quick add (search, a tag's, Completed) has nowhere to add it: nothing changes.
    @Test func keptAsText_onAPageWithoutQuickAdd_showsThePageAgain_changingNothing() async {
        let keep = MockKeepQuickAddAsTextUseCase()
        let rows = viewModel { $0.keepQuickAddAsTextUseCase = keep }

        let showings = await send(.keptAsText(id: 2, text: "Call mum friday"), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .invalid, errors: FieldErrors([.list: "Choose one of your lists."])))
        #expect(keep.stub.calls.isEmpty)
        #expect(showings == 1)
    }

    @Test func quickAddDestination_isTheListOrTheSmartListThatTakesNewReminders() {
        #expect(Route.list(4, page: 2, showCompleted: true).quickAddDestination == .list(4))
        #expect(Route.smartList(.today, page: 3).quickAddDestination == .smartList(.today))
        #expect(Route.smartList(.flagged).quickAddDestination == .smartList(.flagged))
        #expect(Route.smartList(.completed).quickAddDestination == nil)
        #expect(Route.tag("home").quickAddDestination == nil)
        #expect(Self.page.quickAddDestination == nil)
    }

    /// Loading the page failed: its error is the answer, without the action's messages.
    @Test func anActionBreakingARule_whenThePageCannotShowAgain_answersThePagesError() async {
        let reposition = MockRepositionReminderUseCase(failing: .invalid(ValidationErrors([.sortOrder: .needsManualOrder])))
        let rows = viewModel { $0.repositionReminderUseCase = reposition }

        _ = await send(.repositioned(id: 2, placement: .up), to: rows, shown: .notFound)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .notFound))
    }

    @Test func toggled_breakingAnUnexpectedRule_showsThePageAgain() async {
        let rows = viewModel { $0.setReminderCompletedUseCase = MockSetReminderCompletedUseCase(failing: .invalid(ValidationErrors())) }

        let showings = await send(.toggled(id: 1, isCompleted: true), to: rows)

        #expect(rows.state == .init(returnTo: Self.page, outcome: .invalid))
        #expect(showings == 1)
    }

    @Test(arguments: [DomainError.notFound, .unavailable("disk")])
    func anActionThatFails_answersTheFailure_withoutShowingThePage(error: DomainError) async {
        let rows = viewModel {
            $0.setReminderFlaggedUseCase = MockSetReminderFlaggedUseCase(failing: error)
            $0.deleteReminderUseCase = MockDeleteReminderUseCase(failing: error)
        }

        var showings = await send(.flagToggled(id: 9, isFlagged: true), to: rows)
        let flagging = rows.state
        showings += await send(.deleted(id: 9), to: rows)

        let outcome: Outcome = error == .notFound ? .notFound : .failed(unavailableMessage, cause: "disk")
        #expect(flagging == .init(returnTo: Self.page, outcome: outcome))
        #expect(rows.state == .init(returnTo: Self.page, outcome: outcome))
        #expect(showings == 0)
    }
}
