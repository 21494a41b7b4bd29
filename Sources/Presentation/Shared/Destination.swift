import Domain
import Entities

/// A page a successful form post sends the browser back to.
public enum Destination: Sendable, Equatable {
    /// The overview of every list.
    case lists
    /// One page of a list, with or without its completed reminders.
    case list(ReminderList.ID, page: Int, showCompleted: Bool)
    /// The editor of one reminder.
    case reminder(Reminder.ID)
    /// One page of a smart list.
    case smartList(SmartList, page: Int)
    /// One page of a tag's reminders (the tag's name without `#`).
    case tag(String, page: Int)
    /// One page of search results.
    case search(query: String, page: Int)
    /// The sign-in page.
    case signIn
    /// The account page.
    case account
    /// The settings page.
    case settings
    /// An alert's "Mark done" page for the link's `token`; `done` once it was completed from it.
    case markDone(token: String, done: Bool)
    /// The daily summary's stop page for the link's `token`; `stopped` once it was stopped.
    case stopSummary(token: String, stopped: Bool)
    /// A path of the app a person asked for before signing in (the web layer vouches that it is local).
    case local(String)
}
