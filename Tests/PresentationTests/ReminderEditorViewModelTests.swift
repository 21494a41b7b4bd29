import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension ReminderEditorViewModel.State {
    /// The editor of `ReminderEditorViewModelTests.reminder`, in Paris, unless told otherwise.
    static func fixture(
        reminderID: Reminder.ID = 5, form: ReminderFormState = .fixture(ReminderForm(ReminderEditorViewModelTests.reminder)),
        listID: ReminderList.ID = 1, listName: String = "Groceries",
        lists: [SelectOption] = [SelectOption(id: 1, name: "Groceries", isSelected: false), SelectOption(id: 2, name: "Work", isSelected: false)],
        isCompleted: Bool = false, createdText: String = "Created 21 Nov 2026 at 13:00", completedText: String? = nil,
        takesSubtasks: Bool = true, outcome: Outcome = .none
    ) -> Self {
        Self(
            title: "Edit reminder", reminderID: reminderID, form: form, listID: listID, listName: listName, lists: lists,
            isCompleted: isCompleted, completionToggleText: isCompleted ? "Mark open" : "Mark done",
            createdText: createdText, completedText: completedText, takesSubtasks: takesSubtasks, outcome: outcome
        )
    }

    /// The state when nothing was loaded.
    static func unloaded(reminderID: Reminder.ID = 0, outcome: Outcome) -> Self {
        .fixture(reminderID: reminderID, form: .fixture(), listID: 0, listName: "", lists: [], createdText: "", takesSubtasks: false, outcome: outcome)
            .with { $0.completionToggleText = "" }
    }
}

struct ReminderEditorViewModelTests {
    static let reminder = Reminder.fixture(
        id: 5, listID: 1, title: "Buy milk", notes: "2 litres",
        due: DueDate(date: .fixture("2026-12-05"), time: .fixture("14:30")), priority: .medium)

    func useCases(reminder: Reminder = reminder, _ configure: (inout DIContainer) -> Void = { _ in }) -> DIContainer {
        let fetch = MockFetchReminderUseCase()
        fetch.stub.handles { id throws(DomainError) in
            guard id == reminder.id else { throw .notFound }
            return reminder
        }
        var container = DIContainer.mock(
            clock: FixedCalendarClock(localTime: .fixture("13:00"), timeZone: paris),
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Lists.summaries),
            fetchReminder: fetch,
            fetchSubtasks: MockFetchSubtasksUseCase(returning: [])
        )
        configure(&container)
        return container
    }

    // MARK: onAppear

    @Test func onAppear_fillsTheFormWithTheReminder() async {
        let viewModel = ReminderEditorViewModel(useCases: useCases(), strings: strings)

        await viewModel.send(.onAppear(id: 5))

        #expect(viewModel.state == .fixture())
        let form = viewModel.state.form
        #expect(form.form.dueDateText == "2026-12-05" && form.form.dueTimeText == "14:30" && form.form.notes == "2 litres")
        #expect(form.form.isPriorityMedium && !form.form.isPriorityNone && !form.form.isPriorityLow && !form.form.isPriorityHigh)
        #expect(form.priorityOptions == [
            Choice(value: "none", label: "None", isSelected: false),
            Choice(value: "low", label: "Low", isSelected: false),
            Choice(value: "medium", label: "Medium", isSelected: true),
            Choice(value: "high", label: "High", isSelected: false),
        ])
        #expect(viewModel.state.listOptions == [
            SelectOption(id: 1, name: "Groceries", isSelected: true), SelectOption(id: 2, name: "Work", isSelected: false),
        ])
        #expect(viewModel.state.completionToggleValue)
    }

    @Test func onAppear_ofACompletedReminder_saysWhenInTheUsersTimeZone() async {
        // 20:05 UTC is 21:05 in Paris.
        let completed = Reminder.fixture(id: 5, listID: 2, title: "File taxes", completedAt: fixtureDate.addingTimeInterval(8 * 3600 + 5 * 60))
        let viewModel = ReminderEditorViewModel(useCases: useCases(reminder: completed), strings: strings)

        await viewModel.send(.onAppear(id: 5))

        #expect(viewModel.state == .fixture(
            form: .fixture(ReminderForm(title: "File taxes", listID: 2, alert: nil)), listID: 2, listName: "Work",
            isCompleted: true, completedText: "Completed 21 Nov 2026 at 21:05"))
    }

    @Test func onAppear_ofAFlaggedReminder_ticksFlagged() async {
        let flagged = Reminder.fixture(id: 5, listID: 1, title: "Pay rent", isFlagged: true)
        let viewModel = ReminderEditorViewModel(useCases: useCases(reminder: flagged), strings: strings)

        await viewModel.send(.onAppear(id: 5))

        #expect(viewModel.state == .fixture(form: .fixture(ReminderForm(title: "Pay rent", isFlagged: true, listID: 1, alert: nil))))
    }

    @Test func onAppear_ofAMissingReminder_isNotFound() async {
        let viewModel = ReminderEditorViewModel(useCases: useCases(), strings: strings)

        await viewModel.send(.onAppear(id: 9))

        #expect(viewModel.state == .unloaded(reminderID: 9, outcome: .notFound))
    }

    @Test func onAppear_whenTheListsCannotBeRead_fails() async {
        let viewModel = ReminderEditorViewModel(
            useCases: useCases { $0.fetchListSummariesUseCase = MockFetchListSummariesUseCase(failing: .unavailable("disk")) },
            strings: strings)

        await viewModel.send(.onAppear(id: 5))

        #expect(viewModel.state == .unloaded(reminderID: 5, outcome: .failed(unavailableMessage, cause: "disk")))
    }

    // MARK: saveTapped

    @Test func saveTapped_inTheSameList_updatesAndRedirectsToTheList() async {
        let update = MockUpdateReminderUseCase(returning: Self.reminder)
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.updateReminderUseCase = update }, strings: strings)
        let form = ReminderForm(title: "Buy oat milk", notes: "", priority: .high, listID: 1)

        await viewModel.send(.saveTapped(id: 5, form: form))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.reminderSaved))))
        #expect(update.stub.calls == [.init(id: 5, draft: ReminderDraft(title: "Buy oat milk", priority: .high), listID: 1)])
    }

    @Test(arguments: [true, false])
    func saveTapped_flagsOrUnflags_asTheCheckboxSays(isFlagged: Bool) async {
        let update = MockUpdateReminderUseCase(returning: .fixture(id: 5, isFlagged: isFlagged))
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.updateReminderUseCase = update }, strings: strings)

        await viewModel.send(.saveTapped(id: 5, form: ReminderForm(title: "Buy milk", isFlagged: isFlagged, listID: 1)))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.reminderSaved))))
        #expect(update.stub.calls == [.init(id: 5, draft: ReminderDraft(title: "Buy milk", isFlagged: isFlagged), listID: 1)])
    }

    @Test func saveTapped_ofACompletedReminder_redirectsToItsListWithTheCompletedOnesShown() async {
        var completed = Self.reminder
        completed.completedAt = fixtureDate
        let update = MockUpdateReminderUseCase(returning: completed)
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.updateReminderUseCase = update }, strings: strings)

        await viewModel.send(.saveTapped(id: 5, form: ReminderForm(title: "Buy milk", listID: 1)))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: true), flash: FlashText(.reminderSaved))))
    }

    @Test func saveTapped_withAnotherList_updatesAndMovesInOneStep_andRedirectsToThatList() async {
        let update = MockUpdateReminderUseCase(returning: .fixture(id: 5, listID: 2))
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.updateReminderUseCase = update }, strings: strings)

        await viewModel.send(.saveTapped(id: 5, form: ReminderForm(title: "Buy milk", listID: 2)))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(2, page: 1, showCompleted: false), flash: FlashText(.reminderSaved))))
        #expect(update.stub.calls == [.init(id: 5, draft: ReminderDraft(title: "Buy milk"), listID: 2)])
    }

    @Test func saveTapped_toAListThatNoLongerExists_isNotFound() async {
        // The list was deleted in another tab while this editor was open; the one-step update
        // (a single transaction in Data) then changes nothing.
        let viewModel = ReminderEditorViewModel(
            useCases: useCases { $0.updateReminderUseCase = MockUpdateReminderUseCase(failing: .notFound) },
            strings: strings)

        await viewModel.send(.saveTapped(id: 5, form: ReminderForm(title: "Buy oat milk", listID: 9)))

        #expect(viewModel.state == .unloaded(outcome: .notFound))
    }

    @Test func saveTapped_breakingRules_showsTheTypedValuesWithMessages() async {
        let errors = ValidationErrors([.title: .empty])
        let viewModel = ReminderEditorViewModel(
            useCases: useCases { $0.updateReminderUseCase = MockUpdateReminderUseCase(failing: .invalid(errors)) },
            strings: strings)
        let form = ReminderForm(title: " ", notes: "Skimmed", dueDate: .fixture("2026-12-06"), priority: .low, isFlagged: true, listID: 2)

        await viewModel.send(.saveTapped(id: 5, form: form))

        #expect(viewModel.state == .fixture(form: .fixture(form, errors: FieldErrors([.title: "Enter a title"])), outcome: .invalid))
        #expect(viewModel.state.listOptions.map(\.isSelected) == [false, true])
    }

    @Test func saveTapped_breakingRulesWithoutAList_keepsTheReminderInItsList() async {
        let errors = ValidationErrors([.title: .tooLong(maximum: 100)])
        let viewModel = ReminderEditorViewModel(
            useCases: useCases { $0.updateReminderUseCase = MockUpdateReminderUseCase(failing: .invalid(errors)) },
            strings: strings)

        await viewModel.send(.saveTapped(id: 5, form: ReminderForm(title: "x")))

        #expect(viewModel.state == .fixture(
            form: .fixture(ReminderForm(title: "x", listID: 1), errors: FieldErrors([.title: "Use at most 100 characters for the title"])),
            outcome: .invalid))
    }

    @Test func saveTapped_ofAMissingReminder_isNotFound() async {
        let viewModel = ReminderEditorViewModel(
            useCases: useCases { $0.updateReminderUseCase = MockUpdateReminderUseCase(failing: .notFound) },
            strings: strings)

        await viewModel.send(.saveTapped(id: 9, form: ReminderForm(title: "Buy milk")))

        #expect(viewModel.state == .unloaded(outcome: .notFound))
    }

    @Test func saveTapped_whenStorageFails_fails() async {
        let viewModel = ReminderEditorViewModel(
            useCases: useCases { $0.updateReminderUseCase = MockUpdateReminderUseCase(failing: .unavailable("disk")) },
            strings: strings)

        await viewModel.send(.saveTapped(id: 5, form: ReminderForm(title: "Buy milk", listID: 2)))

        #expect(viewModel.state == .unloaded(outcome: .failed(unavailableMessage, cause: "disk")))
    }

    @Test func saveTapped_breakingRulesWhileTheReminderVanished_isNotFound() async {
        // The rules were broken, and the reminder is gone when the page is loaded again to show them.
        let viewModel = ReminderEditorViewModel(
            useCases: useCases {
                $0.fetchReminderUseCase = MockFetchReminderUseCase(failing: .notFound)
                $0.updateReminderUseCase = MockUpdateReminderUseCase(failing: .invalid(ValidationErrors([.title: .empty])))
            },
            strings: strings)

        await viewModel.send(.saveTapped(id: 5, form: ReminderForm()))

        #expect(viewModel.state == .unloaded(reminderID: 5, outcome: .notFound))
    }
}
