import Entities

/// The tokens of the links that alerts and the daily summary carry, which work without signing
/// in (an email opened on a phone): the person's id (and the reminder's), sealed for the link's
/// purpose, so that a token cannot be forged nor one link's token used for another.
extension TextSeal {
    /// The token of reminder `reminderID`'s "Mark done" link, for person `userID`.
    public func markDoneToken(userID: User.ID, reminderID: Reminder.ID) -> String {
        seal("\(userID):\(reminderID)", for: .markDone)
    }

    /// The person and reminder a "Mark done" token names; nil unless this server sealed it.
    public func openMarkDoneToken(_ token: String) -> (userID: User.ID, reminderID: Reminder.ID)? {
        guard let text = open(token, for: .markDone) else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let userID = Int64(parts[0]), let reminderID = Int64(parts[1]) else { return nil }
        return (userID, reminderID)
    }

    /// The token of person `userID`'s "Stop the daily summary" link.
    public func stopSummaryToken(userID: User.ID) -> String {
        seal(String(userID), for: .stopSummary)
    }

    /// The person a "Stop the daily summary" token names; nil unless this server sealed it.
    public func openStopSummaryToken(_ token: String) -> User.ID? {
        open(token, for: .stopSummary).flatMap { Int64($0) }
    }
}
