import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension ReminderEditorViewModelTests {
    @Test(arguments: [(true, FlashText(.reminderCompleted)), (false, FlashText(.reminderReopened))])
    func completionToggled_redirectsBackToTheEditor_completingWithUndo(isCompleted: Bool, flash: FlashText) async {
        let toggle = MockSetReminderCompletedUseCase(returning: .fixture(id: 5, completedAt: isCompleted ? fixtureDate : nil))
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.setReminderCompletedUseCase = toggle }, strings: strings)

        await viewModel.send(.completionToggled(id: 5, isCompleted: isCompleted))

        let undo: Undo? = isCompleted ? .reopen(5) : nil
        #expect(viewModel.state == .unloaded(outcome: .redirect(.reminder(5), flash: flash, undo: undo)))
        #expect(toggle.stub.calls == [.init(id: 5, isCompleted: isCompleted)])
    }

    @Test func completionToggled_whenStorageFails_fails() async {
        let viewModel = ReminderEditorViewModel(
            useCases: useCases { $0.setReminderCompletedUseCase = MockSetReminderCompletedUseCase(failing: .unavailable("disk")) },
            strings: strings)

        await viewModel.send(.completionToggled(id: 5, isCompleted: true))

        #expect(viewModel.state == .unloaded(outcome: .failed(unavailableMessage, cause: "disk")))
    }

    @Test func completionToggled_breakingAnUnexpectedRule_showsTheEditorAgain() async {
        let viewModel = ReminderEditorViewModel(
            useCases: useCases {
                $0.setReminderCompletedUseCase = MockSetReminderCompletedUseCase(failing: .invalid(ValidationErrors()))
            },
            strings: strings)

        await viewModel.send(.completionToggled(id: 5, isCompleted: true))

        #expect(viewModel.state == .fixture(outcome: .invalid))
    }
}
