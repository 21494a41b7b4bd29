import Entities
import Foundation

/// One reminder as a file carries it, between a file format and the use cases that import or
/// export a list: what the reminder says, with the file's own references (`uid`, `parentUID`)
/// instead of database ids, and nothing judged yet — an empty title or an eleventh tag is for the
/// importing use case's rules to refuse.
///
/// Two transfers are equal when they carry the same reminder: `line` is where one was read, not
/// what it says, so `==` leaves it out (`SourceLine`), and an import → export → import round trip
/// compares equal.
@dynamicMemberLookup
public struct ReminderTransfer: Sendable, Equatable, HoldsReminderDetails {
    /// The reminder's identifier in the file, unique in it (iCalendar's `UID`).
    public var uid: String
    /// What it says, as written (its fields read as the transfer's own: `title`, `notes`, …); the
    /// title may be empty.
    public var details: ReminderDetails
    /// When it is due, as a wall-clock day and time in the user's time zone.
    public var due: DueDate?
    /// When it was completed; nil while it is open.
    public var completedAt: Date?
    /// How it repeats, counted from `due`'s day; nil when it does not.
    public var repeatRule: RepeatRule?
    /// The `uid` of the reminder this one is a subtask of; nil for a top-level reminder.
    public var parentUID: String?
    /// When it was created, if the file says.
    public var createdAt: Date?
    /// When it alerts, before its due time; nil when it does not.
    public var alert: ReminderAlert?
    /// The web page it links to; nil without one (a file's link that is no `WebLink` is none).
    public var link: WebLink?
    /// The 1-based line of the file where the reminder begins (its `BEGIN:VTODO`), for messages
    /// about it; 0 when it was not read from a file. Not compared by `==`.
    public var line: Int {
        get { readAt.line }
        set { readAt.line = newValue }
    }
    /// `line`, where the synthesized `==` does not look.
    private var readAt: SourceLine

    /// A reminder `uid` saying `details`; everything else is optional and empty by default.
    public init(
        uid: String, details: ReminderDetails, due: DueDate? = nil, completedAt: Date? = nil, repeatRule: RepeatRule? = nil,
        parentUID: String? = nil, createdAt: Date? = nil, alert: ReminderAlert? = nil, link: WebLink? = nil, line: Int = 0
    ) {
        self.uid = uid
        self.alert = alert
        self.details = details
        self.due = due
        self.completedAt = completedAt
        self.repeatRule = repeatRule
        self.parentUID = parentUID
        self.createdAt = createdAt
        self.link = link
        self.readAt = SourceLine(line: line)
    }

    /// A reminder `uid` titled `title`, from the fields of its details every transfer has had (a
    /// field added to the details later is set on them); everything else is optional and empty by
    /// default.
    public init(
        uid: String, title: String, notes: String? = nil, due: DueDate? = nil, priority: Priority = .none,
        isFlagged: Bool = false, completedAt: Date? = nil, repeatRule: RepeatRule? = nil, parentUID: String? = nil,
        tags: [Tag] = [], createdAt: Date? = nil, alert: ReminderAlert? = nil, link: WebLink? = nil, line: Int = 0
    ) {
        var details = ReminderDetails(title: title)
        details.notes = notes
        details.priority = priority
        details.isFlagged = isFlagged
        details.tags = tags
        self.init(
            uid: uid, details: details, due: due, completedAt: completedAt, repeatRule: repeatRule, parentUID: parentUID,
            createdAt: createdAt, alert: alert, link: link, line: line
        )
    }
}

/// Where a transfer was read: equal to any other, so that the transfer's synthesized `==`
/// compares every field of the reminder it carries (tags as `Tag` does, ignoring case) and none
/// is left out by hand — a hand-written `==` that forgot a new field would let every round-trip
/// test pass without it.
private struct SourceLine: Sendable, Equatable {
    var line: Int

    static func == (lhs: SourceLine, rhs: SourceLine) -> Bool { true }
}
