import Domain
import Entities

/// A page a successful form post sends the browser back to.
public enum Destination: Sendable, Equatable {
    /// The overview of every list.
    case lists
    /// One page of a list.
    case list(ReminderList.ID, page: Int)
    /// The editor of one reminder.
    case reminder(Reminder.ID)
    /// One page of a smart list.
    case smartList(SmartList, page: Int)
    /// One page of search results.
    case search(query: String, page: Int)
}
