import Domain
import Entities
import Presentation

/// The absolute addresses that alerts and the daily summary carry, printed from `Route` on the
/// app's public base URL: a reminder's editor, a list, and the pages of the sealed links that
/// work without signing in — "Mark done" and "Stop the daily summary".
public struct NotificationLinks: Sendable {
    private let baseURL: String
    private let seal: TextSeal

    /// Links on `baseURL` (`https://reminders.example`, a trailing `/` ignored), with tokens
    /// sealed by `seal` (the server's: `AccountsContainer.seal`).
    public init(baseURL: String, seal: TextSeal) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.seal = seal
    }

    /// The page that asks, then marks reminder `reminderID` of person `userID` done — its
    /// `occurrence` only (the one an alert was for).
    public func markDone(userID: User.ID, reminderID: Reminder.ID, occurrence: AlertLinkOccurrence) -> String {
        baseURL + Route.markDone(token: seal.markDoneToken(userID: userID, reminderID: reminderID, occurrence: occurrence)).path
    }

    /// The reminder's editor (signing in first, then back there).
    public func reminder(_ id: Reminder.ID) -> String {
        baseURL + Route.reminder(id).path
    }

    /// The list's page (signing in first, then back there).
    public func list(_ id: ReminderList.ID) -> String {
        baseURL + Route.list(id).path
    }

    /// The page that stops person `userID`'s daily summary, and the `List-Unsubscribe` address
    /// a mail client posts its one-click unsubscribe to (RFC 8058).
    public func stopSummary(userID: User.ID) -> String {
        baseURL + Route.stopSummary(token: seal.stopSummaryToken(userID: userID)).path
    }
}
