import Entities
import Foundation

/// What a scheduler round did with one due alert or summary, for the log.
public enum AlertOutcome: Sendable, Equatable {
    /// Claimed, with `messages` messages queued (none when the person has no channel: email off
    /// or unconfirmed, and no device); `late` when it went out late.
    case alertQueued(AlertKey, messages: Int, late: Bool)
    /// More than `AlertPolicy.dropAfter` late: claimed and not sent.
    case alertDropped(AlertKey, lateBy: TimeInterval)
    /// No longer pending when claimed (another process, or the reminder changed meanwhile).
    case alertStale(AlertKey)
    /// The day's summary of `userID` claimed, with `messages` messages queued (none when there
    /// was nothing to say or no confirmed address).
    case summaryQueued(User.ID, messages: Int, late: Bool)
    /// The summary of `userID` more than `AlertPolicy.dropAfter` late: skipped to the next day.
    case summaryDropped(User.ID, lateBy: TimeInterval)
    /// The summary of `userID` was claimed elsewhere or changed meanwhile.
    case summaryStale(User.ID)
    /// The store failed; the round ended.
    case storageFailed(RepositoryError)
}
