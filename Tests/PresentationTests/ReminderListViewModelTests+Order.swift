import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension ReminderListViewModelTests {
    /// The Groceries list in manual order, with its three open reminders of `summaries`.
    private func manualPage(_ items: [Reminder], number: Int = 1, totalCount: Int? = nil, openCount: Int = 3) -> ReminderListPage {
        let list = ReminderList.fixture(id: 1, name: "Groceries", sortOrder: .manual)
        return ReminderListPage(
            list: list, reminders: .fixture(items, number: number, totalCount: totalCount),
            lists: [.fixture(list: list, openCount: openCount), .fixture(list: Lists.work, openCount: 1)]
        )
    }

    private func movable(_ row: ReminderRow, up: Bool, down: Bool) -> ReminderRow {
        var row = row
        row.moveUpLabel = up ? "Move “\(row.title)” up" : nil
        row.moveDownLabel = down ? "Move “\(row.title)” down" : nil
        return row
    }

    @Test(arguments: ReminderSortOrder.allCases.filter { $0 != .manual })
    func onAppear_inAnOrderOtherThanManual_selectsIt_andRowsHaveNoMoveButtons(order: ReminderSortOrder) async {
        let page = ReminderListPage(
            list: .fixture(id: 1, name: "Groceries", sortOrder: order), reminders: .fixture(Self.reminders), lists: Lists.summaries
        )
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: page)), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .fixture(sortOrder: order))
        #expect(!viewModel.state.isManualOrder)
    }

    @Test func onAppear_inManualOrder_givesEveryOpenRowButTheFirstMoveUp_andButTheLastMoveDown() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: manualPage(Self.reminders))), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .fixture(
            rows: [
                movable(Self.rows[0], up: false, down: true), movable(Self.rows[1], up: true, down: true),
                movable(Self.rows[2], up: true, down: false),
            ],
            sortOrder: .manual
        ))
        #expect(viewModel.state.isManualOrder)
    }

    @Test func onAppear_inManualOrder_onALaterPageWithCompletedOnes_movesOpenRowsAcrossPages_andNotTheCompleted() async {
        // given: 52 open reminders, page 2 holds the last two open ones and a completed one
        let open = [Reminder.fixture(id: 51, title: "Fifty-one"), .fixture(id: 52, title: "Fifty-two")]
        let done = Reminder.fixture(id: 53, title: "Done", completedAt: fixtureDate)
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: MockFetchRemindersUseCase(
                returning: manualPage(open + [done], number: 2, totalCount: 53, openCount: 52)
            )),
            strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 2, showCompleted: true))

        #expect(viewModel.state == .fixture(
            rows: [
                movable(row(id: 51, title: "Fifty-one"), up: true, down: true), movable(row(id: 52, title: "Fifty-two"), up: true, down: false),
                row(id: 53, title: "Done", isCompleted: true),
            ],
            pagination: Pagination(number: 2, pageCount: 2, totalCount: 53), showCompleted: true, sortOrder: .manual
        ))
    }

    @Test(arguments: ReminderSortOrder.allCases)
    func sortOrderChosen_storesIt_andGoesToTheFirstPage(order: ReminderSortOrder) async {
        let setOrder = MockSetListSortOrderUseCase(returning: .fixture(id: 1, sortOrder: order))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.setListSortOrderUseCase = setOrder }, strings: strings)

        await viewModel.send(.sortOrderChosen(listID: 1, order: order))

        let name: StringKey = [ReminderSortOrder.manual: .sortOrderManual, .dueDate: .sortOrderDueDate, .priority: .sortOrderPriority, .title: .sortOrderTitle,
                               .createdAt: .sortOrderCreatedAt][order]!
        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.listSorted, .key(name)))).with {
            $0.listID = 0
        })
        #expect(setOrder.stub.calls == [.init(id: 1, order: order)])
    }

    @Test func sortOrderChosen_forAMissingList_isNotFound() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.setListSortOrderUseCase = MockSetListSortOrderUseCase(failing: .notFound) }, strings: strings)

        await viewModel.send(.sortOrderChosen(listID: 9, order: .title))

        #expect(viewModel.state == .unloaded(outcome: .notFound).with { $0.listID = 0 })
    }
}
