import Domain
import Entities

extension ReminderListViewModel {
    /// The order's options, in `ReminderSortOrder`'s order, `selected` chosen.
    func sortChoices(selected: ReminderSortOrder) -> [Choice] {
        ReminderSortOrder.allCases.map { Choice(value: $0.rawValue, label: strings[$0.nameKey], isSelected: $0 == selected) }
    }

    /// The rows with their Move up and Move down buttons' names, for a list in manual order: every
    /// open reminder but the list's first moves up, and every one but its last open one moves
    /// down. Open reminders come first, so the row at `index` across the pages is open while
    /// `index < openCount`; completed rows get no buttons.
    func movable(_ rows: [ReminderRow], page: Page<Reminder>, openCount: Int) -> [ReminderRow] {
        let start = (page.number - 1) * page.size
        return rows.enumerated().map { offset, row in
            var row = row
            let index = start + offset
            guard index < openCount else { return row }
            if index > 0 { row.moveUpLabel = strings.string(.rowMoveUp, row.title) }
            if index < openCount - 1 { row.moveDownLabel = strings.string(.rowMoveDown, row.title) }
            return row
        }
    }
}

extension ReminderSortOrder {
    /// The order's name in the catalog.
    var nameKey: StringKey {
        switch self {
        case .manual: .sortOrderManual
        case .dueDate: .sortOrderDueDate
        case .priority: .sortOrderPriority
        case .title: .sortOrderTitle
        case .createdAt: .sortOrderCreatedAt
        }
    }
}
