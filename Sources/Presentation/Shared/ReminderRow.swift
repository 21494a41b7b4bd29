import Entities

/// A reminder as a list, smart list or search result shows it.
public struct ReminderRow: Sendable, Equatable, Identifiable {
    /// The identifier.
    public var id: Reminder.ID
    /// The list's identifier.
    public var listID: ReminderList.ID
    /// The list's name, where rows from several lists are shown together.
    public var listName: String?
    /// The title.
    public var title: String
    /// The notes' first line, cut to `ReminderRow.notesExcerptLength` characters with "…";
    /// nil without notes. (The editor shows them whole.)
    public var notesExcerpt: String?
    /// "Today, 14:30", "Sat 5 Dec"; nil without a due date.
    public var dueText: String?
    /// Whether it is open and its due date has passed.
    public var isOverdue: Bool
    /// The form value of its priority: `none`, `low`, `medium` or `high`.
    public var priority: String
    /// The priority's localized name; nil for no priority.
    public var priorityText: String?
    /// Whether it is completed.
    public var isCompleted: Bool
    // The accessible names below each name the reminder; they are `FilledText`s, a pattern and
    // the title, written into the page without a `String` made for each (see `FilledText`).
    /// The round checkbox's accessible name: "Complete “Pay rent”" or "Reopen “Pay rent”".
    public var toggleLabel: FilledText
    /// Whether it is flagged (the row shows the flag).
    public var isFlagged: Bool
    /// The flag button's label: "Flag" or "Unflag".
    public var flagToggleText: String
    /// The flag button's accessible name: "Flag “Pay rent”" or "Unflag “Pay rent”".
    public var flagLabel: FilledText
    /// The accessible name of the row's menu of other actions: "Actions for “Pay rent”".
    public var menuLabel: FilledText
    /// The delete button's accessible name: "Delete “Pay rent”".
    public var deleteLabel: FilledText
    /// The accessible name of its "Move to…" link: "Move “Pay rent” to…".
    public var moveLabel: FilledText
    /// Whether it is a subtask shown under its parent (indented).
    public var isSubtask: Bool = false
    /// A parent's progress: "2 of 5" (subtasks done of all); nil without subtasks.
    public var progressText: String?
    /// Where a subtask shows apart from its parent: "Subtask of “Pack”"; nil otherwise.
    public var parentText: String?
    /// The accessible name of the link that adds a subtask to it, "Add a subtask to “Pack”";
    /// nil for a subtask, which takes none.
    public var addSubtaskLabel: FilledText?
    /// The Move up button's accessible name, "Move “Pay rent” up", where the row can move up in
    /// its list's manual order; nil elsewhere (no button).
    public var moveUpLabel: String? = nil
    /// The Move down button's accessible name, "Move “Pay rent” down"; nil where there is no button.
    public var moveDownLabel: String? = nil

    /// The repeat in words ("Every 3 days", "Monthly on the last day"); nil when it does not repeat.
    public var repeatText: String? = nil
    /// The tags' names (without `#`), in the reminder's order; each links to its tag's page.
    public var tags: [String] = []
    /// When it alerts, "Alert: 15 minutes before"; nil when it does not (or no longer: completed).
    public var alertText: String? = nil
    /// The web page it links to; nil without a link.
    public var link: Link? = nil
    /// Who it is assigned to, "Assigned to Bea"; nil when it is no one's (or their name is not known).
    public var assigneeText: String? = nil
    /// Who completed it, "Completed by Bea", on a shared list; nil otherwise (or their name is not known).
    public var completedByText: String? = nil
    /// Whether its list is shared with the person to look at only: the row offers no check box,
    /// flag, menu or handle (the stylesheet keeps them out of sight and reach; the policy would
    /// refuse them anyway).
    public var isReadOnly = false

    /// The row's classes: `reminder` and its states (`subtask`, `completed`, `overdue`,
    /// `read-only`), one of sixteen texts made once, so that the template writes one field where
    /// it spent a section on each state of every row.
    public var rowClass: String {
        Self.rowClasses[(isSubtask ? 1 : 0) | (isCompleted ? 2 : 0) | (isOverdue ? 4 : 0) | (isReadOnly ? 8 : 0)]
    }

    private static let rowClasses: [String] = (0..<16).map { bits in
        let states = [(1, "subtask"), (2, "completed"), (4, "overdue"), (8, "read-only")].filter { bits & $0.0 != 0 }.map(\.1)
        return (["reminder"] + states).joined(separator: " ")
    }

    /// How many characters of the notes a row shows at most.
    public static let notesExcerptLength = 80

    /// Whether the muted line under the title has something to say: one of the fields it shows
    /// is there. A field the meta line shows is declared above and named here.
    public var hasMeta: Bool {
        dueText != nil || priorityText != nil || isFlagged || notesExcerpt != nil || listName != nil || repeatText != nil || !tags.isEmpty
            || alertText != nil || progressText != nil || parentText != nil || link != nil || assigneeText != nil
            || completedByText != nil
    }

    /// The value the toggle form sends as `isCompleted`: the opposite of now.
    public var toggleValue: Bool { !isCompleted }
    /// The value the flag button sends as `isFlagged`: the opposite of now.
    public var flagToggleValue: Bool { !isFlagged }

    /// A row's link, as its meta line shows it.
    public struct Link: Sendable, Equatable {
        /// The address, for the `href`: a `WebLink`'s, so only `http` or `https`.
        public var href: String
        /// The short text shown: the host, "example.com".
        public var text: String
        /// The accessible name, naming the reminder: "Link for “Pay rent”: example.com".
        public var label: String

        /// Creates a row's link.
        public init(href: String, text: String, label: String) {
            self.href = href
            self.text = text
            self.label = label
        }
    }
}
