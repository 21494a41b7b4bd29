import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension ReminderEditorViewModelTests {
    @Test func deleteTapped_deletesAndRedirectsToItsList_offeringToUndo() async {
        let delete = MockDeleteReminderUseCase()
        delete.stub.returns(0)
        let viewModel = ReminderEditorViewModel(useCases: useCases { $0.deleteReminderUseCase = delete }, strings: strings)

        await viewModel.send(.deleteTapped(id: 5))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.reminderDeleted), undo: .restore(5))))
        #expect(delete.stub.calls == [5])
    }

    @Test func deleteTapped_ofAMissingReminder_isNotFound() async {
        let viewModel = ReminderEditorViewModel(useCases: useCases(), strings: strings)

        await viewModel.send(.deleteTapped(id: 9))

        #expect(viewModel.state == .unloaded(outcome: .notFound))
    }
}
