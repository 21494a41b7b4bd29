import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// The editor's subtasks: a reminder lists its own and adds more; a subtask links to its parent
/// and takes none.
extension ReminderEditorViewModelTests {
    static let subtasks: [Reminder] = [
        .fixture(id: 6, title: "Passport", parentID: 5), .fixture(id: 7, title: "Charger", completedAt: fixtureDate, parentID: 5),
    ]

    @Test func onAppear_ofAParent_listsItsSubtasks_withTheirProgress() async {
        let fetchSubtasks = MockFetchSubtasksUseCase(returning: Self.subtasks)
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.fetchSubtasksUseCase = fetchSubtasks }, strings: strings)

        await viewModel.send(.onAppear(id: 5))

        #expect(viewModel.state == .fixture().with {
            $0.subtasks = [SubtaskItem(id: 6, title: "Passport", isCompleted: false), SubtaskItem(id: 7, title: "Charger", isCompleted: true)]
            $0.subtaskProgressText = "1 of 2"
        })
        #expect(fetchSubtasks.stub.calls == [5])
    }

    @Test func onAppear_ofASubtask_linksToItsParent_andOffersNoSubtasks() async {
        let subtask = Reminder.fixture(id: 6, listID: 1, title: "Passport", parentID: 5)
        let fetch = MockFetchReminderUseCase()
        fetch.stub.handles { id throws(DomainError) in id == 6 ? subtask : ReminderEditorViewModelTests.reminder }
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.fetchReminderUseCase = fetch }, strings: strings)

        await viewModel.send(.onAppear(id: 6))

        #expect(viewModel.state == .fixture(reminderID: 6, form: .fixture(ReminderForm(subtask)), takesSubtasks: false).with {
            $0.parentID = 5
            $0.parentText = "Subtask of “Buy milk”"
        })
        #expect(fetch.stub.calls == [6, 5])
    }

    @Test func addSubtaskTapped_addsItToThisReminder_andComesBackHere() async {
        let add = MockAddSubtaskUseCase(returning: .fixture(id: 8, title: "Socks", parentID: 5))
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.addSubtaskUseCase = add }, strings: strings)

        await viewModel.send(.addSubtaskTapped(parentID: 5, title: "Socks"))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.reminder(5), flash: FlashText(.subtaskAdded))))
        #expect(add.stub.calls == [.init(draft: ReminderDraft(title: "Socks"), parentID: 5)])
    }

    @Test func addSubtaskTapped_withABrokenRule_showsTheEditorAgain_withTheTitleAsTyped() async {
        let add = MockAddSubtaskUseCase(failing: .invalid(ValidationErrors([.title: .tooShort(minimum: 3)])))
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.addSubtaskUseCase = add }, strings: strings)

        await viewModel.send(.addSubtaskTapped(parentID: 5, title: "ab"))

        #expect(viewModel.state == .fixture(outcome: .invalid).with {
            $0.subtaskForm = SubtaskFormState(title: "ab", errors: FieldErrors([.title: "Use at least 3 characters for the title"]))
        })
    }

    @Test func addSubtaskTapped_toASubtask_isRefused_withTheReason() async {
        let subtask = Reminder.fixture(id: 6, listID: 1, title: "Passport", parentID: 5)
        let fetch = MockFetchReminderUseCase()
        fetch.stub.handles { id throws(DomainError) in id == 6 ? subtask : ReminderEditorViewModelTests.reminder }
        let add = MockAddSubtaskUseCase(failing: .invalid(ValidationErrors([.parent: .nestedSubtask])))
        let viewModel = ReminderEditorViewModel(
            useCases: useCases { $0.fetchReminderUseCase = fetch; $0.addSubtaskUseCase = add }, strings: strings
        )

        await viewModel.send(.addSubtaskTapped(parentID: 6, title: "Socks"))

        #expect(viewModel.state == .fixture(reminderID: 6, form: .fixture(ReminderForm(subtask)), takesSubtasks: false, outcome: .invalid).with {
            $0.parentID = 5
            $0.parentText = "Subtask of “Buy milk”"
            $0.subtaskForm = SubtaskFormState(title: "Socks", errors: FieldErrors([.parent: "A subtask can’t have subtasks of its own."]))
        })
    }

    @Test func addSubtaskTapped_toAMissingReminder_isNotFound() async {
        let add = MockAddSubtaskUseCase(failing: .notFound)
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.addSubtaskUseCase = add }, strings: strings)

        await viewModel.send(.addSubtaskTapped(parentID: 9, title: "Socks"))

        #expect(viewModel.state == .unloaded(outcome: .notFound))
    }

    @Test func deleteTapped_ofAParent_saysHowManySubtasksWentWithIt() async {
        let viewModel = ReminderEditorViewModel(
            useCases: useCases { $0.deleteReminderUseCase = MockDeleteReminderUseCase(returning: 2) }, strings: strings
        )

        await viewModel.send(.deleteTapped(id: 5))

        #expect(viewModel.state == .unloaded(outcome: .redirect(
            .list(1, page: 1, showCompleted: false), flash: FlashText(.subtasksDeleted, .number(2)), undo: .restore(5)
        )))
    }
}
