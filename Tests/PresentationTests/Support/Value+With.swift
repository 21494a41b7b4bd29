import Entities
@testable import Presentation

/// `with` for any value: a copy changed by `change`, to state an expected value as a variation.
protocol Withable {}

extension Withable {
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

extension ReminderListViewModel.State: Withable {}
extension ReminderEditorViewModel.State: Withable {}
extension MoveReminderViewModel.State: Withable {}
extension SmartListViewModel.State: Withable {}
extension SearchViewModel.State: Withable {}
extension Reminder: Withable {}
extension ReminderRow: Withable {}
extension User: Withable {}
