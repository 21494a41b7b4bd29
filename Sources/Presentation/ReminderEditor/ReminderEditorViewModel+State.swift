import Entities

extension ReminderEditorViewModel {
    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The page title: "Edit reminder".
        public var title: String
        /// The reminder's identifier.
        public var reminderID: Reminder.ID = 0
        /// The form: the reminder's fields, or as typed, with its messages.
        public var form: ReminderFormState
        /// The list the reminder is in now (for the way back), and its name.
        public var listID: ReminderList.ID = 0
        /// The name of the reminder's list.
        public var listName: String = ""
        /// Every list, to choose the reminder's; see `listOptions` for the selection.
        public var lists: [SelectOption] = []
        /// Who it may be assigned to, on a shared list: its owner and editors, by display name;
        /// empty on a list of the person's alone (the form offers no choice then).
        public var assignees: [SelectOption] = []
        /// Whether it is completed.
        public var isCompleted: Bool = false
        /// The completion button's label: "Mark done" or "Mark open".
        public var completionToggleText: String = ""
        /// "Created 21 Nov 2026 at 12:00".
        public var createdText: String = ""
        /// "Completed 21 Nov 2026 at 20:05"; nil while open.
        public var completedText: String?
        /// The reminder it is a subtask of; nil for a reminder of the list's own.
        public var parentID: Reminder.ID?
        /// "Subtask of “Pack”", linking to the parent's editor; nil for a reminder of the list's own.
        public var parentText: String?
        /// Whether it takes subtasks (it is not one): the page lists them and offers to add one.
        public var takesSubtasks: Bool = false
        /// Its subtasks, in the order they were added.
        public var subtasks: [SubtaskItem] = []
        /// "1 of 2": its subtasks done of all; nil without subtasks.
        public var subtaskProgressText: String?
        /// The form that adds a subtask, as typed when refused, with its messages.
        public var subtaskForm = SubtaskFormState()
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none

        /// The lists, the form's selected.
        public var listOptions: [SelectOption] {
            lists.selecting(form.form.listID)
        }
        /// The people it may be assigned to, the form's chosen selected.
        public var assigneeOptions: [SelectOption] {
            assignees.selecting(form.form.fields.assigneeID)
        }
        /// The `isCompleted` value the completion button sends: the opposite of now.
        public var completionToggleValue: Bool { !isCompleted }
    }
}
