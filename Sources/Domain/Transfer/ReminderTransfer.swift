import Entities
import Foundation

/// One reminder as a file carries it, between a file format and the use cases that import or
/// export a list: what the reminder says, with the file's own references (`uid`, `parentUID`)
/// instead of database ids, and nothing judged yet — an empty title or an eleventh tag is for the
/// importing use case's rules to refuse.
///
/// Two transfers are equal when they carry the same reminder: `line` is where one was read, not
/// what it says, so `==` leaves it out, and an import → export → import round trip compares equal.
public struct ReminderTransfer: Sendable, Equatable {
    /// The reminder's identifier in the file, unique in it (iCalendar's `UID`).
    public var uid: String
    /// The title, as written; may be empty.
    public var title: String
    /// The notes; nil without any.
    public var notes: String?
    /// When it is due, as a wall-clock day and time in the user's time zone.
    public var due: DueDate?
    /// How important it is.
    public var priority: Priority
    /// Whether it is flagged.
    public var isFlagged: Bool
    /// When it was completed; nil while it is open.
    public var completedAt: Date?
    /// How it repeats, counted from `due`'s day; nil when it does not.
    public var repeatRule: RepeatRule?
    /// The `uid` of the reminder this one is a subtask of; nil for a top-level reminder.
    public var parentUID: String?
    /// Its tags, in the file's order, each once.
    public var tags: [Tag]
    /// When it was created, if the file says.
    public var createdAt: Date?
    /// The web page it links to; nil without one (a file's link that is no `WebLink` is none).
    public var link: WebLink?
    /// The 1-based line of the file where the reminder begins (its `BEGIN:VTODO`), for messages
    /// about it; 0 when it was not read from a file.
    public var line: Int

    /// A reminder `uid` titled `title`; everything else is optional and empty by default.
    public init(
        uid: String, title: String, notes: String? = nil, due: DueDate? = nil, priority: Priority = .none,
        isFlagged: Bool = false, completedAt: Date? = nil, repeatRule: RepeatRule? = nil, parentUID: String? = nil,
        tags: [Tag] = [], createdAt: Date? = nil, link: WebLink? = nil, line: Int = 0
    ) {
        self.uid = uid
        self.title = title
        self.notes = notes
        self.due = due
        self.priority = priority
        self.isFlagged = isFlagged
        self.completedAt = completedAt
        self.repeatRule = repeatRule
        self.parentUID = parentUID
        self.tags = tags
        self.createdAt = createdAt
        self.link = link
        self.line = line
    }

    /// Whether both carry the same reminder, every field compared but `line`. Tags compare as
    /// `Tag` does, ignoring case.
    public static func == (lhs: ReminderTransfer, rhs: ReminderTransfer) -> Bool {
        lhs.uid == rhs.uid && lhs.title == rhs.title && lhs.notes == rhs.notes && lhs.due == rhs.due
            && lhs.priority == rhs.priority && lhs.isFlagged == rhs.isFlagged && lhs.completedAt == rhs.completedAt
            && lhs.repeatRule == rhs.repeatRule && lhs.parentUID == rhs.parentUID && lhs.tags == rhs.tags
            && lhs.createdAt == rhs.createdAt && lhs.link == rhs.link
    }
}
