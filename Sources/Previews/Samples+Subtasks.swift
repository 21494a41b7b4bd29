import Domain
import Entities
import Foundation
import Mocks

extension Samples {
    /// A reminder with subtasks, in Groceries.
    static let packing = Reminder.fixture(id: 20, title: "Pack for the trip", due: DueDate(date: .fixture("2026-11-27")))

    /// The subtasks of `packing`, in the order they were added: open, done, and open and flagged.
    static let packingSubtasks: [Reminder] = [
        .fixture(id: 21, title: "Passport", parentID: 20),
        .fixture(id: 22, title: "Phone charger", completedAt: fixtureDate.addingTimeInterval(-600), parentID: 20),
        .fixture(id: 23, title: "Sunscreen", isFlagged: true, parentID: 20),
    ]

    /// Groceries with `packing` among the open reminders, its subtasks under it.
    static var listPageWithSubtasks: ReminderListPage {
        var page = listPage(groceries, Samples.page([packing] + open))
        page.subtasks = [packing.id: packingSubtasks]
        return page
    }

    /// Every sample reminder by id, subtasks included, for an editor that follows links.
    static let remindersByID: [Reminder.ID: Reminder] = Dictionary(
        uniqueKeysWithValues: ([packing] + packingSubtasks + open + completed).map { ($0.id, $0) }
    )
}
