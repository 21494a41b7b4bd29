import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// A list's subtasks: under their parent, indented, the parent with its progress; deleting a
/// parent says how many subtasks went with it.
extension ReminderListViewModelTests {
    static let pack = Reminder.fixture(id: 1, title: "Pack for the trip")
    static let packSubtasks: [Reminder] = [
        .fixture(id: 4, title: "Passport", parentID: 1),
        .fixture(id: 5, title: "Charger", completedAt: fixtureDate, parentID: 1),
    ]

    private func subtaskPage() -> MockFetchRemindersUseCase {
        let page = ReminderListPage(
            list: Lists.groceries, reminders: .fixture([Self.pack, .fixture(id: 2, title: "Bake bread")]), lists: Lists.summaries,
            subtasks: [1: Self.packSubtasks]
        )
        return MockFetchRemindersUseCase(returning: page)
    }

    @Test func onAppear_showsEachParentsOpenSubtasks_indentedUnderIt_withItsProgress() async {
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: subtaskPage()), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .fixture(rows: [
            row(id: 1, title: "Pack for the trip", progressText: "1 of 2"),
            row(id: 4, title: "Passport", isSubtask: true, takesSubtasks: false),
            row(id: 2, title: "Bake bread"),
        ], pagination: .single(2)))
    }

    @Test func onAppear_withCompleted_showsTheCompletedSubtasksToo() async {
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: subtaskPage()), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: true))

        #expect(viewModel.state == .fixture(rows: [
            row(id: 1, title: "Pack for the trip", progressText: "1 of 2"),
            row(id: 4, title: "Passport", isSubtask: true, takesSubtasks: false),
            row(id: 5, title: "Charger", isCompleted: true, isSubtask: true, takesSubtasks: false),
            row(id: 2, title: "Bake bread"),
        ], pagination: .single(2), showCompleted: true))
    }
}

extension ReminderListViewModelTests {
    @Test func deleteListTapped_countsTheSubtasksAmongTheRemindersItDeletes() async {
        let page = ReminderListPage(
            list: Lists.groceries, reminders: .fixture([Self.pack]), lists: Lists.summaries, subtasks: [1: Self.packSubtasks], reminderCount: 3
        )
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: page)), strings: strings)

        await viewModel.send(.deleteListTapped(listID: 1))

        #expect(viewModel.state == .fixture(
            rows: [
                row(id: 1, title: "Pack for the trip", progressText: "1 of 2"),
                row(id: 4, title: "Passport", isSubtask: true, takesSubtasks: false),
                row(id: 5, title: "Charger", isCompleted: true, isSubtask: true, takesSubtasks: false),
            ], pagination: .single(1), showCompleted: true,
            isConfirmingDeletion: true, deletionTitle: "Delete “Groceries”?", deletionMessage: "Its 3 reminders will be deleted too."
        ))
    }
}

extension ReminderListViewModelTests {
    @Test func inManualOrder_onlyTheListsOwnReminders_move_counting_theOpenOnesOfItsOwn() async {
        // given: two open reminders of the list's own (the list's open count, 3, has Passport too)
        let list = ReminderList.fixture(id: 1, name: "Groceries", sortOrder: .manual)
        let page = ReminderListPage(
            list: list, reminders: .fixture([Self.pack, .fixture(id: 2, title: "Bake bread")]),
            lists: [.fixture(list: list, openCount: 3), .fixture(list: Lists.work, openCount: 1)],
            subtasks: [1: Self.packSubtasks], openCount: 2
        )
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: page)), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        var parent = row(id: 1, title: "Pack for the trip", progressText: "1 of 2")
        parent.moveDownLabel = "Move “Pack for the trip” down"
        var last = row(id: 2, title: "Bake bread")
        last.moveUpLabel = "Move “Bake bread” up"
        #expect(viewModel.state == .fixture(
            rows: [parent, row(id: 4, title: "Passport", isSubtask: true, takesSubtasks: false), last],
            pagination: .single(2), sortOrder: .manual
        ))
    }
}

extension ReminderListViewModelTests {
    /// Groceries holding `reminders` and their `subtasks`, opened (with its completed reminders
    /// when `showCompleted`) by someone it is shared with; the names read answer Bea (7) and Sam (8).
    private func openSharedList(
        _ reminders: [Reminder], subtasks: [Reminder.ID: [Reminder]], showCompleted: Bool = false
    ) async -> (ReminderListViewModel, MockFetchPeopleNamesUseCase) {
        let page = ReminderListPage(list: Lists.groceries, reminders: .fixture(reminders), lists: Lists.summaries, subtasks: subtasks)
        let names = MockFetchPeopleNamesUseCase(returning: [7: "Bea", 8: "Sam"])
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: page)) { $0.fetchPeopleNamesUseCase = names }, strings: strings
        )
        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: showCompleted))
        return (viewModel, names)
    }

    @Test func onAppear_ofASharedList_saysWhomEachReminderAndSubtaskIsAssignedTo_fromOneReadOfTheNames() async {
        let (viewModel, names) = await openSharedList(
            [Self.pack.with { $0.assigneeID = 7 }, .fixture(id: 2, title: "Bake bread")], subtasks: [1: [Self.packSubtasks[0].with { $0.assigneeID = 8 }]]
        )

        #expect(viewModel.state.rows == [
            row(id: 1, title: "Pack for the trip", progressText: "0 of 1", assigneeText: "Assigned to Bea"),
            row(id: 4, title: "Passport", isSubtask: true, takesSubtasks: false, assigneeText: "Assigned to Sam"),
            row(id: 2, title: "Bake bread"),
        ])
        #expect(names.stub.calls == [[7, 8]])
    }

    @Test func onAppear_ofASharedList_saysWhoCompletedEachReminder_fromTheSameReadOfTheNames() async {
        let done = Reminder.fixture(id: 2, title: "Bake bread", completedAt: fixtureDate).with { $0.completedByID = 8 }
        let (viewModel, names) = await openSharedList(
            [Self.pack.with { $0.assigneeID = 7 }, done], subtasks: [1: [Self.packSubtasks[0]]], showCompleted: true
        )

        #expect(viewModel.state.rows == [
            row(id: 1, title: "Pack for the trip", progressText: "0 of 1", assigneeText: "Assigned to Bea"),
            row(id: 4, title: "Passport", isSubtask: true, takesSubtasks: false),
            row(id: 2, title: "Bake bread", isCompleted: true, completedByText: "Completed by Sam"),
        ])
        #expect(names.stub.calls == [[7, 8]])
    }
}
