import Entities
import Foundation

/// The occurrence of a reminder that an alert's "Mark done" link was sent for: the due date the
/// reminder had then, and the instant the alert was for. A link acts on that occurrence only:
/// once it is done, or the reminder has moved on (a repeat to its next date, a due date changed),
/// the link says so and changes nothing; and it works for `lifetime` after its alert.
public struct AlertLinkOccurrence: Sendable, Equatable {
    /// How long after its alert a link works: a week.
    public static let lifetime: TimeInterval = 7 * 24 * 3600

    /// The reminder's due date when the alert went out (nil: it had none).
    public var due: DueDate?
    /// The instant the alert was for.
    public var alertAt: Date

    /// Creates an occurrence.
    public init(due: DueDate?, alertAt: Date) {
        self.due = due
        self.alertAt = alertAt
    }

    /// The moment the link stops working.
    public var expiresAt: Date { alertAt.addingTimeInterval(Self.lifetime) }

    /// What a link for this occurrence may do to `reminder`, as it is stored at `now`.
    public func standing(of reminder: Reminder, at now: Date) -> AlertLinkStanding {
        if now >= expiresAt { return .expired }
        if reminder.due != due { return .movedOn }
        return reminder.isCompleted ? .done : .open
    }
}

/// What a "Mark done" link may do now.
public enum AlertLinkStanding: Sendable, Equatable {
    /// Its occurrence is open: the link may complete it.
    case open
    /// Its occurrence was completed (a reminder that does not repeat).
    case done
    /// The reminder has moved on from its occurrence: a repeat completed to its next date, or
    /// its due date changed.
    case movedOn
    /// Its time ran out (`AlertLinkOccurrence.lifetime` after its alert).
    case expired
}
