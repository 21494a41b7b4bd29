import Domain
import Entities

/// Every page and file of the app, as a value: a screen and what it shows (a list's page and
/// completed toggle, the search, where to go after signing in), nothing about HTTP. ViewModels say
/// where a successful post goes with one (`Outcome.redirect`); a front gives each its address — the
/// web front's route table (`Places`, in `Web`) reads a request's path into a `Route` and prints a
/// `Route` as the path of a link, a form's action or a redirect, both from one declaration per
/// place. A new page is a new case, its place and its screen (`WebScreen`), and the compiler points
/// at the one switch that must learn it (`Route.visit`, in `Web`).
public enum Route: Hashable, Sendable {
    /// `/`: every list; a post creates one.
    case lists
    /// `/lists/5`, `?completed=1` with its completed reminders, `&page=2`: one page of a list.
    case list(ReminderList.ID, page: Int = 1, showCompleted: Bool = false)
    /// `/lists/5/delete`: the question before a list is deleted.
    case listDeletion(ReminderList.ID)
    /// `/lists/5/details`: a list's details (name, colour and icon); a post saves them.
    case listDetails(ReminderList.ID)
    /// `/lists/5/share`: who a list is shared with; its owner invites and changes members there,
    /// a member leaves.
    case listShare(ReminderList.ID)
    /// `/invitations`: the lists others invited the person to, to accept or decline.
    case invitations
    /// `/reminders/7/edit`: a reminder's editor.
    case reminder(Reminder.ID)
    /// `/reminders/7/move?back=%2Flists%2F2`: the lists a reminder can move to, one button each;
    /// a move goes back to `back` (a page of this app; nil: the reminder's list).
    indirect case moveReminder(Reminder.ID, back: Route? = nil)
    /// `/today`, `/scheduled`, `/flagged`, `/all`, `/completed`, `?page=2`.
    case smartList(SmartList, page: Int = 1)
    /// `/tags/home`, `?page=2`: the open reminders tagged `#home` (the name without `#`).
    case tag(String, page: Int = 1)
    /// `/search?q=milk&page=2`.
    case search(query: String = "", page: Int = 1)
    /// `/sign-in?next=%2Flists%2F5`: sign in, then go to `next` (a page a signed-in person opens).
    indirect case signIn(next: Route = .lists)
    /// `/sign-up?next=…`: make an account, then go to `next`.
    indirect case signUp(next: Route = .lists)
    /// `/sign-out` (posted only).
    case signOut
    /// `/account`: the name, the password, the other sessions.
    case account
    /// `/account/delete`: the question, with the password, before the account is deleted.
    case accountDeletion
    /// `/settings`: language, time zone, first day of the week, default list; feedback.
    case settings
    /// `/lists/5/export.ics`: the list as a calendar file, to download.
    case listExport(ReminderList.ID)
    /// `/account/export.json`: everything the person keeps here, as one file to download.
    case accountExport
    /// `/alerts/done?token=…`, `&done=1` once done: an alert's "Mark done" page, reached
    /// signed out too; the sealed token names the person and the reminder.
    case markDone(token: String, done: Bool = false)
    /// `/notifications/stop-summary?token=…`, `&stopped=1` once stopped: the daily summary's stop
    /// page, reached signed out too, and its one-click unsubscribe (RFC 8058).
    case stopSummary(token: String, stopped: Bool = false)
    /// `/forgot-password`: asks for a password reset link.
    case forgotPassword
    /// `/reset-password?token=…`: a new password through a mailed link. The token travels in the
    /// query, which the access log leaves out.
    case resetPassword(token: String = "")
    /// `/confirm-email?token=…`: confirms an address through a mailed link.
    case confirmEmail(token: String = "")
    /// `/quick-add/preview?text=…`: what quick add would read in `text`, said in a sentence, for a
    /// script to show under a quick-add field as the person types (a fragment, not a page).
    case quickAddPreview(text: String)
    /// `/healthz`: whether storage reads and writes.
    case health
    /// `/static/…`: a file of `Public/`, by its path's segments.
    case staticFile([String])
}

extension Route {
    /// Where the page's quick-add field adds a reminder whose text names no list: a list's page
    /// to its list, a smart list that takes new reminders as it adds them; nil for a page without
    /// one. Keep as text adds the typed line there too.
    public var quickAddDestination: QuickAddDestination? {
        switch self {
        case .list(let listID, _, _): .list(listID)
        case .smartList(let list, _) where list.takesNewReminders: .smartList(list)
        default: nil
        }
    }
}
