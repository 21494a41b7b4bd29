import Domain
import Entities
import Mocks
import Presentation
import Web

extension Preview {
    /// A list in each of its orders (the Sort by choice in its menu), manual order with its Move
    /// up and Move down buttons, and a move refused because the list is not in manual order.
    static let sortOrders: [Preview] = [
        Preview("Manual order, with Move buttons", .list(1)) { ordered(.manual, [3, 1, 4, 2]) },
        Preview("Manual order, showing completed", .list(1, showCompleted: true)) {
            ordered(.manual, [3, 1, 4, 2], completed: Array(Samples.completed.prefix(1)))
        },
        Preview("Manual order, just moved", .list(1), flash: FlashMessage(FlashText(.reminderRepositioned))) { ordered(.manual, [1, 3, 4, 2]) },
        Preview("By priority", .list(1)) { ordered(.priority, [2, 1, 4, 3]) },
        Preview("By title", .list(1)) { ordered(.title, [2, 3, 4, 1]) },
        Preview("By creation date", .list(1)) { ordered(.createdAt, [1, 2, 3, 4]) },
        Preview("Just sorted by due date", .list(1), flash: FlashMessage(FlashText(.listSorted, .key(.sortOrderDueDate)))) { ordered(.dueDate, [1, 2, 3, 4]) },
        Preview("Move refused outside manual order", .list(1), sending: ReminderListViewModel.Action.row(
            .repositioned(id: 3, placement: .up), listID: 1, page: 1, showCompleted: false
        ), status: .unprocessableContent) {
            var container = ordered(.title, [2, 3, 4, 1])
            container.repositionReminderUseCase = MockRepositionReminderUseCase(
                failing: .invalid(ValidationErrors([.sortOrder: .needsManualOrder]))
            )
            return container
        },
    ]

    /// The Groceries list in `order`, its open sample reminders in the order of `ids`, then `completed`.
    private static func ordered(_ order: ReminderSortOrder, _ ids: [Reminder.ID], completed: [Reminder] = []) -> DIContainer {
        var list = Samples.groceries
        list.sortOrder = order
        let open = ids.compactMap { id in Samples.open.first { $0.id == id } }
        return .mock(
            fetchList: MockFetchListUseCase(returning: list),
            fetchReminders: MockFetchRemindersUseCase(returning: Samples.listPage(list, Samples.page(open + completed)))
        )
    }
}
