import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension ReminderListViewModelTests {
    /// A repeating reminder completed moves on and stays open: the flash says to when, and
    /// offers no Undo (reopening an open reminder would do nothing).
    @Test(arguments: [(nil, "Done. Next due 24 Nov 2026"), ("09:00", "Done. Next due 24 Nov 2026, 09:00")])
    func reminderToggled_ofARepeatingReminder_saysItsNextDate_withoutUndo(time: String?, flash: String) async {
        let next = DueDate(date: .fixture("2026-11-24"), time: time.map { .fixture($0) })
        let moved = Reminder.fixture(
            id: 2, due: next, repetition: Repetition(rule: RepeatRule(.daily, every: 3), firstDate: .fixture("2026-11-21"), completedCount: 1)
        )
        let toggle = MockSetReminderCompletedUseCase(returning: moved)
        let viewModel = ReminderListViewModel(useCases: useCases { $0.setReminderCompletedUseCase = toggle }, strings: strings)

        await viewModel.send(.reminderToggled(id: 2, isCompleted: true, listID: 1, page: 2, showCompleted: false))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 2, showCompleted: false), flash: flash, undo: nil)).with {
            $0.listID = 0
        })
    }

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
