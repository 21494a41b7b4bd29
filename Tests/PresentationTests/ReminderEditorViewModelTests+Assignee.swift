import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// The editor of a shared list's reminder offers its owner and editors to assign it to.
extension ReminderEditorViewModelTests {
    static let sharedSummaries = [
        ReminderListSummary(list: Lists.groceries, openCount: 3, hasMembers: true), .fixture(list: Lists.work, openCount: 1),
    ]
    static let groceriesShare = ListShare(
        list: Lists.groceries, role: .owner,
        members: [.fixture(id: 1, displayName: "Ada", role: .owner), .fixture(id: 2, displayName: "Sam", role: .editor), .fixture(id: 3, displayName: "Vic", role: .viewer)],
        invitations: []
    )

    func sharedUseCases(reminder: Reminder = reminder, _ configure: (inout DIContainer) -> Void = { _ in }) -> DIContainer {
        useCases(reminder: reminder) { container in
            container.fetchListSummariesUseCase = MockFetchListSummariesUseCase(returning: Self.sharedSummaries)
            container.fetchListShareUseCase = MockFetchListShareUseCase(returning: Self.groceriesShare)
            configure(&container)
        }
    }

    @Test func onAppear_ofASharedList_sReminder_offersItsOwnerAndEditors_theAssigneeSelected() async {
        var assigned = Self.reminder
        assigned.assigneeID = 2
        let viewModel = ReminderEditorViewModel(useCases: sharedUseCases(reminder: assigned), strings: strings)

        await viewModel.send(.onAppear(id: 5))

        #expect(viewModel.state == .fixture(form: .fixture(ReminderForm(assigned))).with {
            $0.assignees = [SelectOption(id: 1, name: "Ada"), SelectOption(id: 2, name: "Sam")]
        })
        #expect(viewModel.state.assigneeOptions == [SelectOption(id: 1, name: "Ada"), SelectOption(id: 2, name: "Sam", isSelected: true)])
    }

    @Test func onAppear_ofAListOfThePerson_sAlone_offersNoOne_andReadsNoMembers() async {
        let share = MockFetchListShareUseCase()
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.fetchListShareUseCase = share }, strings: strings)

        await viewModel.send(.onAppear(id: 5))

        #expect(viewModel.state.assignees == [])
        #expect(share.stub.calls == [])
    }

    @Test func saveTapped_withAnAssignee_passesItOnInTheDraft() async {
        let update = MockUpdateReminderUseCase(returning: Self.reminder)
        let viewModel = ReminderEditorViewModel(useCases: sharedUseCases { $0.updateReminderUseCase = update }, strings: strings)
        var form = ReminderForm(title: "Buy milk", listID: 1)
        form.fields.assigneeID = 2

        await viewModel.send(.saveTapped(id: 5, form: form))

        #expect(update.stub.calls == [.init(id: 5, draft: ReminderDraft(ReminderDetails(title: "Buy milk"), assigneeID: 2), listID: 1)])
    }

    @Test func saveTapped_assigningSomeoneWhoMayNotBe_showsTheChoiceAgainWithItsMessage() async {
        let update = MockUpdateReminderUseCase(failing: .invalid(ValidationErrors([.assignee: .notAssignable])))
        let viewModel = ReminderEditorViewModel(useCases: sharedUseCases { $0.updateReminderUseCase = update }, strings: strings)
        var form = ReminderForm(title: "Buy milk", listID: 1)
        form.fields.assigneeID = 3

        await viewModel.send(.saveTapped(id: 5, form: form))

        #expect(viewModel.state.outcome == .invalid)
        #expect(viewModel.state.form.errors.messages == [.assignee: "Choose the owner or an editor of this list."])
        #expect(viewModel.state.form.form.fields.assigneeID == 3)
        #expect(viewModel.state.assigneeOptions.map(\.isSelected) == [false, false])
    }
}
