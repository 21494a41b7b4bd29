import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// The rows' actions are the row feature's (`ReminderRowsViewModelTests`); the list forwards them,
/// comes back to its own page, shows that page again and puts a refused move beside its order.
extension ReminderListViewModelTests {
    @Test(arguments: [false, true])
    func row_isForwarded_andComesBackToTheSamePage_withOrWithoutTheCompletedOnes(showCompleted: Bool) async {
        let flag = MockSetReminderFlaggedUseCase(returning: .fixture(id: 2, isFlagged: true))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.setReminderFlaggedUseCase = flag }, strings: strings)

        await viewModel.send(.row(.flagToggled(id: 2, isFlagged: true), listID: 1, page: 3, showCompleted: showCompleted))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 3, showCompleted: showCompleted), flash: FlashText(.reminderFlagged))).with {
            $0.listID = 0
        })
        #expect(flag.stub.calls == [.init(id: 2, isFlagged: true)])
    }

    @Test func row_breakingAnUnexpectedRule_showsTheSamePageAgain() async {
        let fetch = MockFetchRemindersUseCase(returning: .fixture(Self.reminders, number: 2, totalCount: 53))
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: fetch) {
                $0.setReminderFlaggedUseCase = MockSetReminderFlaggedUseCase(failing: .invalid(ValidationErrors()))
            },
            strings: strings)

        await viewModel.send(.row(.flagToggled(id: 1, isFlagged: true), listID: 1, page: 2, showCompleted: true))

        #expect(viewModel.state == .fixture(
            pagination: Pagination(number: 2, pageCount: 2, totalCount: 53), showCompleted: true, outcome: .invalid))
        #expect(fetch.stub.calls == [.init(listID: 1, includeCompleted: true, page: PageRequest(number: 2))])
    }

    @Test func row_repositionedInAListNotInManualOrder_showsThePageWithTheMessageBesideTheOrder() async {
        let reposition = MockRepositionReminderUseCase(failing: .invalid(ValidationErrors([.sortOrder: .needsManualOrder])))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.repositionReminderUseCase = reposition }, strings: strings)

        await viewModel.send(.row(.repositioned(id: 2, placement: .up), listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .fixture(sortError: "Choose Manual to move reminders by hand.", outcome: .invalid))
    }
}
