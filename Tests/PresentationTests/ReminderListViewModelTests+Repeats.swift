import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension ReminderListViewModelTests {
    @Test func addReminderTapped_sendsTheRepeatAndTheTagsFieldsTags() async {
        let add = MockAddReminderUseCase(returning: .fixture(id: 9))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.addReminderUseCase = add }, strings: strings)
        let rule = RepeatRule(.weekly(on: [.monday, .thursday]), every: 2, end: .afterOccurrences(5))
        let form = ReminderForm(title: "Water the plants", dueDate: .fixture("2026-11-23"), tagsText: "#home, garden Home", repeatRule: rule)

        await viewModel.send(.addReminderTapped(listID: 1, form: form))

        #expect(add.stub.calls.map(\.draft) == [ReminderDraft(
            title: "Water the plants", dueDate: .fixture("2026-11-23"), tags: [Entities.Tag("home")!, Entities.Tag("garden")!], repeatRule: rule,
            alert: .atTime
        )])
    }

    @Test func addReminderTapped_withWordsThatAreNoTag_showsThemBesideTheField_withTheOtherMessages_addingNothing() async {
        let add = MockAddReminderUseCase()
        let viewModel = ReminderListViewModel(useCases: useCases { $0.addReminderUseCase = add }, strings: strings)
        let form = ReminderForm(title: "Pay rent", tagsText: "bills a$b 42", repeatRule: RepeatRule(.monthly(day: 1)))

        await viewModel.send(.addReminderTapped(listID: 1, form: form))

        #expect(viewModel.state == .fixture(addForm: .fixture(form, errors: FieldErrors([
            .tags: "Not tags: a$b, 42. A tag is letters, digits, - or _, with at least one letter.",
            .repeatRule: "A repeat needs a due date to start from.",
        ])), outcome: .invalid))
        #expect(viewModel.state.addForm.hasDetails)
        #expect(add.stub.calls.isEmpty)
    }
}
