import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension ReminderListViewModelTests {
    /// Completing offers to undo it (reopen); reopening offers nothing.
    @Test(arguments: [(true, "Reminder completed", false), (false, "Reminder reopened", true), (true, "Reminder completed", true)])
    func reminderToggled_setsCompletionAndRedirectsToTheSamePage_withOrWithoutTheCompletedOnes_completingWithUndo(
        isCompleted: Bool, flash: String, showCompleted: Bool
    ) async {
        let toggle = MockSetReminderCompletedUseCase(returning: .fixture(id: 2, completedAt: isCompleted ? fixtureDate : nil))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.setReminderCompletedUseCase = toggle }, strings: strings)

        await viewModel.send(.reminderToggled(id: 2, isCompleted: isCompleted, listID: 1, page: 3, showCompleted: showCompleted))

        let undo: Undo? = isCompleted ? .reopen(2) : nil
        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 3, showCompleted: showCompleted), flash: flash, undo: undo)).with {
            $0.listID = 0
        })
        #expect(toggle.stub.calls == [.init(id: 2, isCompleted: isCompleted)])
    }

    @Test func reminderToggled_ofAMissingReminder_isNotFound() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.setReminderCompletedUseCase = MockSetReminderCompletedUseCase(failing: .notFound) },
            strings: strings)

        await viewModel.send(.reminderToggled(id: 9, isCompleted: true, listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .unloaded(outcome: .notFound).with { $0.listID = 0 })
    }

    @Test func reminderToggled_breakingAnUnexpectedRule_showsThePageAgain() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases {
                $0.setReminderCompletedUseCase = MockSetReminderCompletedUseCase(failing: .invalid(ValidationErrors()))
            },
            strings: strings)

        await viewModel.send(.reminderToggled(id: 1, isCompleted: true, listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .fixture(outcome: .invalid))
    }

    @Test(arguments: [(true, "Reminder flagged", false), (false, "Reminder unflagged", true), (true, "Reminder flagged", true)])
    func reminderFlagToggled_setsTheFlagAndRedirectsToTheSamePage_withOrWithoutTheCompletedOnes(
        isFlagged: Bool, flash: String, showCompleted: Bool
    ) async {
        let flag = MockSetReminderFlaggedUseCase(returning: .fixture(id: 2, isFlagged: isFlagged))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.setReminderFlaggedUseCase = flag }, strings: strings)

        await viewModel.send(.reminderFlagToggled(id: 2, isFlagged: isFlagged, listID: 1, page: 3, showCompleted: showCompleted))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 3, showCompleted: showCompleted), flash: flash)).with {
            $0.listID = 0
        })
        #expect(flag.stub.calls == [.init(id: 2, isFlagged: isFlagged)])
    }

    @Test func reminderFlagToggled_ofAMissingReminder_isNotFound() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.setReminderFlaggedUseCase = MockSetReminderFlaggedUseCase(failing: .notFound) },
            strings: strings)

        await viewModel.send(.reminderFlagToggled(id: 9, isFlagged: true, listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .unloaded(outcome: .notFound).with { $0.listID = 0 })
    }

    @Test func reminderFlagToggled_whenStorageFails_fails() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.setReminderFlaggedUseCase = MockSetReminderFlaggedUseCase(failing: .unavailable("disk")) },
            strings: strings)

        await viewModel.send(.reminderFlagToggled(id: 2, isFlagged: false, listID: 1, page: 2, showCompleted: true))

        #expect(viewModel.state == .unloaded(outcome: .failed(unavailableMessage, cause: "disk")).with { $0.listID = 0 })
    }

    @Test func reminderFlagToggled_breakingAnUnexpectedRule_showsTheSamePageAgain() async {
        let fetch = MockFetchRemindersUseCase(returning: .fixture(Self.reminders, number: 2, totalCount: 53))
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: fetch) {
                $0.setReminderFlaggedUseCase = MockSetReminderFlaggedUseCase(failing: .invalid(ValidationErrors()))
            },
            strings: strings)

        await viewModel.send(.reminderFlagToggled(id: 1, isFlagged: true, listID: 1, page: 2, showCompleted: true))

        #expect(viewModel.state == .fixture(
            pagination: Pagination(number: 2, pageCount: 2, totalCount: 53), showCompleted: true, outcome: .invalid))
        #expect(fetch.stub.calls == [.init(listID: 1, includeCompleted: true, page: PageRequest(number: 2))])
    }

    @Test func reminderMoved_movesAndNamesTheTargetList() async {
        let move = MockMoveReminderUseCase(returning: .fixture(id: 2, listID: 2))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.moveReminderUseCase = move }, strings: strings)

        await viewModel.send(.reminderMoved(id: 2, toListID: 2, listID: 1, page: 2, showCompleted: true))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 2, showCompleted: true), flash: "Reminder moved to “Work”")).with {
            $0.listID = 0
        })
        #expect(move.stub.calls == [.init(id: 2, listID: 2)])
    }

    @Test func reminderMoved_toAMissingList_isNotFoundAndMovesNothing() async {
        let move = MockMoveReminderUseCase()
        let viewModel = ReminderListViewModel(useCases: useCases { $0.moveReminderUseCase = move }, strings: strings)

        await viewModel.send(.reminderMoved(id: 2, toListID: 9, listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .unloaded(outcome: .notFound).with { $0.listID = 0 })
        #expect(move.stub.calls.isEmpty)
    }

    @Test func reminderDeleted_deletesAndRedirects_offeringToUndo() async {
        let delete = MockDeleteReminderUseCase()
        delete.stub.returns(0)
        let viewModel = ReminderListViewModel(useCases: useCases { $0.deleteReminderUseCase = delete }, strings: strings)

        await viewModel.send(.reminderDeleted(id: 3, listID: 1, page: 2, showCompleted: true))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 2, showCompleted: true), flash: "Reminder deleted", undo: .restore(3))).with {
            $0.listID = 0
        })
        #expect(delete.stub.calls == [3])
    }

    @Test func reminderRestored_bringsItBack_toTheSamePage() async {
        let restore = MockRestoreReminderUseCase(returning: .fixture(id: 3))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.restoreReminderUseCase = restore }, strings: strings)

        await viewModel.send(.reminderRestored(id: 3, listID: 1, page: 2, showCompleted: false))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 2, showCompleted: false), flash: "Reminder restored")).with {
            $0.listID = 0
        })
        #expect(restore.stub.calls == [3])
    }

    /// Too late (past the restore window), never deleted, or someone else's: nothing to bring back.
    @Test func reminderRestored_ofNothingRestorable_isNotFound() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.restoreReminderUseCase = MockRestoreReminderUseCase(failing: .notFound) }, strings: strings)

        await viewModel.send(.reminderRestored(id: 3, listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .unloaded(outcome: .notFound).with { $0.listID = 0 })
    }

    @Test func reminderDeleted_whenStorageFails_fails() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.deleteReminderUseCase = MockDeleteReminderUseCase(failing: .unavailable("disk")) },
            strings: strings)

        await viewModel.send(.reminderDeleted(id: 3, listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .unloaded(outcome: .failed(unavailableMessage, cause: "disk")).with { $0.listID = 0 })
    }
}
