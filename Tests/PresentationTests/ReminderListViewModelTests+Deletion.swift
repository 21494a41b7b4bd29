import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension ReminderListViewModelTests {
    @Test func deleteListTapped_asksForConfirmationWithTheNumberOfReminders() async {
        let done = Reminder.fixture(id: 4, title: "Buy eggs", completedAt: fixtureDate)
        let fetch = MockFetchRemindersUseCase(returning: .fixture(Self.reminders + [done]))
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: fetch), strings: strings)

        await viewModel.send(.deleteListTapped(listID: 1))

        #expect(viewModel.state == .fixture(
            rows: Self.rows + [row(id: 4, title: "Buy eggs", isCompleted: true)], pagination: .single(4), showCompleted: true,
            isConfirmingDeletion: true, deletionTitle: "Delete “Groceries”?", deletionMessage: "Its 4 reminders will be deleted too."))
        #expect(fetch.stub.calls == [.init(listID: 1, includeCompleted: true, page: PageRequest(number: 1))])
    }

    @Test func deleteListTapped_ofASharedList_saysHowManyLoseIt() async {
        let share = ListShare(list: Lists.groceries, role: .owner, members: [.fixture(id: 1, role: .owner), .fixture(id: 2), .fixture(id: 3, role: .viewer)], invitations: [])
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: .fixture([]))) { $0.fetchListShareUseCase = MockFetchListShareUseCase(returning: share) },
            strings: strings
        )

        await viewModel.send(.deleteListTapped(listID: 1))

        #expect(viewModel.state == .fixture(
            rows: [], pagination: .single(0), showCompleted: true, isConfirmingDeletion: true, deletionTitle: "Delete “Groceries”?",
            deletionMessage: "It has no reminders. The 2 people you share it with lose it too."))
    }

    @Test func deleteListTapped_ofAListWithOneReminder_saysSo() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: .fixture([Self.reminders[2]]))),
            strings: strings)

        await viewModel.send(.deleteListTapped(listID: 1))

        #expect(viewModel.state == .fixture(
            rows: [Self.rows[2]], pagination: .single(1), showCompleted: true,
            isConfirmingDeletion: true, deletionTitle: "Delete “Groceries”?", deletionMessage: "Its 1 reminder will be deleted too."))
    }

    @Test func deleteListTapped_ofAnEmptyList_saysItHasNone() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: .fixture([]))), strings: strings)

        await viewModel.send(.deleteListTapped(listID: 1))

        #expect(viewModel.state == .fixture(
            rows: [], pagination: .single(0), showCompleted: true,
            isConfirmingDeletion: true, deletionTitle: "Delete “Groceries”?", deletionMessage: "It has no reminders."))
    }

    @Test func deleteListTapped_ofAMissingList_isNotFound() async {
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: MockFetchRemindersUseCase(failing: .notFound)), strings: strings)

        await viewModel.send(.deleteListTapped(listID: 9))

        #expect(viewModel.state == .unloaded(listID: 9, showCompleted: true, outcome: .notFound))
    }

    @Test func deleteListConfirmed_deletesAndRedirectsToTheLists() async {
        let delete = MockDeleteListUseCase()
        delete.stub.returns(())
        let viewModel = ReminderListViewModel(useCases: useCases { $0.deleteListUseCase = delete }, strings: strings)

        await viewModel.send(.deleteListConfirmed(listID: 1))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.lists, flash: FlashText(.listDeleted, .text("Groceries")))).with { $0.listID = 0 })
        #expect(delete.stub.calls == [1])
    }

    @Test func deleteListConfirmed_ofAMissingList_isNotFound() async {
        let viewModel = ReminderListViewModel(useCases: useCases(), strings: strings)

        await viewModel.send(.deleteListConfirmed(listID: 9))

        #expect(viewModel.state == .unloaded(outcome: .notFound).with { $0.listID = 0 })
    }

    @Test func deleteListConfirmed_whenStorageFails_fails() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.deleteListUseCase = MockDeleteListUseCase(failing: .unavailable("disk")) }, strings: strings)

        await viewModel.send(.deleteListConfirmed(listID: 1))

        #expect(viewModel.state == .unloaded(outcome: .failed(unavailableMessage, cause: "disk")).with { $0.listID = 0 })
    }
}
