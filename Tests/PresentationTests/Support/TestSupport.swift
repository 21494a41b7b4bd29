import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation

/// The bundled catalog, read once for every test.
let strings: StringCatalog = {
    do { return try StringCatalog.bundled() } catch { fatalError("bundled catalog: \(error)") }
}()

/// The user's time zone in the tests that need one other than UTC.
let paris = TimeZone(identifier: "Europe/Paris")!

extension PriorityNames {
    /// The English names.
    static let english = PriorityNames(none: "None", low: "Low", medium: "Medium", high: "High")
}

extension ReminderFormState {
    /// A form as the page shows it, in English.
    static func fixture(_ form: ReminderForm = ReminderForm(), errors: FieldErrors = .none) -> ReminderFormState {
        ReminderFormState(form: form, errors: errors, priorityNames: .english)
    }
}

extension Page where Item == Reminder {
    /// A page of `items`, the whole result unless `totalCount` says more.
    static func fixture(_ items: [Reminder], number: Int = 1, totalCount: Int? = nil) -> Page<Reminder> {
        Page(items: items, number: number, size: PageRequest.defaultSize, totalCount: totalCount ?? items.count)
    }
}

extension ReminderListPage {
    /// The Groceries list's page of `items`, among `Lists.summaries`; the whole result unless
    /// `totalCount` says more.
    static func fixture(_ items: [Reminder], number: Int = 1, totalCount: Int? = nil) -> ReminderListPage {
        ReminderListPage(list: Lists.groceries, reminders: .fixture(items, number: number, totalCount: totalCount), lists: Lists.summaries)
    }
}

extension Pagination {
    /// The single page of `count` items.
    static func single(_ count: Int) -> Pagination {
        Pagination(number: 1, pageCount: 1, totalCount: count)
    }
}

/// Lists used across the tests.
enum Lists {
    static let groceries = ReminderList.fixture(id: 1, name: "Groceries")
    static let work = ReminderList.fixture(id: 2, name: "Work")
    static let summaries = [ReminderListSummary.fixture(list: groceries, openCount: 3), .fixture(list: work, openCount: 1)]
}

/// A row with the defaults of an open, unflagged reminder without due date or priority (`notes`:
/// as its excerpt shows them; a reminder of a list's own, taking subtasks, unless told otherwise).
func row(
    id: Reminder.ID, listID: ReminderList.ID = 1, listName: String? = nil, title: String, notes: String? = nil,
    dueText: String? = nil, isOverdue: Bool = false, priority: Priority = .none, isCompleted: Bool = false,
    isFlagged: Bool = false, isSubtask: Bool = false, progressText: String? = nil, parentText: String? = nil, takesSubtasks: Bool = true,
    link: ReminderRow.Link? = nil, assigneeText: String? = nil, completedByText: String? = nil
) -> ReminderRow {
    ReminderRow(
        id: id, listID: listID, listName: listName, title: title, notesExcerpt: notes, dueText: dueText,
        isOverdue: isOverdue, priority: priority.rawValue,
        priorityText: priority == .none ? nil : PriorityNames.english.name(of: priority),
        isCompleted: isCompleted, toggleLabel: isCompleted ? "Reopen “\(title)”" : "Complete “\(title)”",
        isFlagged: isFlagged, flagToggleText: isFlagged ? "Unflag" : "Flag",
        flagLabel: isFlagged ? "Unflag “\(title)”" : "Flag “\(title)”", menuLabel: "Actions for “\(title)”",
        deleteLabel: "Delete “\(title)”", moveLabel: "Move “\(title)” to…",
        isSubtask: isSubtask, progressText: progressText, parentText: parentText,
        addSubtaskLabel: takesSubtasks ? "Add a subtask to “\(title)”" : nil, link: link, assigneeText: assigneeText,
        completedByText: completedByText
    )
}

/// The catalog's message when storage fails.
let unavailableMessage = "Something went wrong on our side. Please try again."
