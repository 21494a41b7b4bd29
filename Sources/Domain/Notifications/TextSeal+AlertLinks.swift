import Entities

import Foundation

/// The tokens of the links that alerts and the daily summary carry, which work without signing
/// in (an email opened on a phone): the person's id (and the reminder's, with the occurrence the
/// alert was for), sealed for the link's purpose, so that a token cannot be forged nor one link's
/// token used for another.
extension TextSeal {
    /// The token of reminder `reminderID`'s "Mark done" link, for person `userID`, acting on
    /// `occurrence` only: `<userID>:<reminderID>:<alert, Unix seconds>:<due, 2026-11-26 or
    /// 2026-11-26T09:30, empty without one>`.
    public func markDoneToken(userID: User.ID, reminderID: Reminder.ID, occurrence: AlertLinkOccurrence) -> String {
        let due = occurrence.due.map { due in due.date.description + (due.time.map { "T" + $0.description } ?? "") } ?? ""
        return seal("\(userID):\(reminderID):\(Int64(occurrence.alertAt.timeIntervalSince1970.rounded(.down))):\(due)", for: .markDone)
    }

    /// The person, reminder and occurrence a "Mark done" token names; nil unless this server
    /// sealed it (a token of the links before occurrences, `<userID>:<reminderID>`, is nil too).
    public func openMarkDoneToken(_ token: String) -> (userID: User.ID, reminderID: Reminder.ID, occurrence: AlertLinkOccurrence)? {
        guard let text = open(token, for: .markDone) else { return nil }
        let parts = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let userID = Int64(parts[0]), let reminderID = Int64(parts[1]), let alertAt = Int64(parts[2]),
              let due = Self.due(parts[3])
        else { return nil }
        return (userID, reminderID, AlertLinkOccurrence(due: due, alertAt: Date(timeIntervalSince1970: TimeInterval(alertAt))))
    }

    /// The due date of a token's text: nil inside for none, nil outside for text no token holds.
    private static func due(_ text: Substring) -> DueDate?? {
        if text.isEmpty { return .some(nil) }
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard let date = LocalDate(parts[0]) else { return nil }
        switch parts.count {
        case 1: return DueDate(date: date)
        case 2:
            guard let time = LocalTime(parts[1]) else { return nil }
            return DueDate(date: date, time: time)
        default: return nil
        }
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
