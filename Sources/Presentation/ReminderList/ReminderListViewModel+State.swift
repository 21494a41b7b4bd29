import Domain
import Entities

extension ReminderListViewModel {
    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The list's identifier.
        public var listID: ReminderList.ID = 0
        /// The list's name, the page's title.
        public var name: String = ""
        /// The list's icon in its colour, beside the title.
        public var look = ListLook()
        /// The reminders of the page.
        public var rows: [ReminderRow] = []
        /// Where the page sits among the pages.
        public var pagination: Pagination = .empty
        /// Whether completed reminders are listed too.
        public var showCompleted: Bool = false
        /// The link that shows or hides the completed reminders: "Show completed" or "Hide completed".
        public var completedToggleText: String
        /// Whether there is another list to move reminders to: each row links to its move page.
        public var hasMoveTargets: Bool = false
        /// The add form, empty or as typed, with its messages.
        public var addForm: ReminderFormState
        /// The details form (its details page's only): the list's name, colour and icon, or as submitted, with its message.
        public var details = ListDetailsForm(name: "", colorChoices: [], iconChoices: [])
        /// The message beside the import form's file field, when the file was refused.
        public var importError: String?
        /// The order the list shows its reminders in.
        public var sortOrder: ReminderSortOrder = .default
        /// The person's overview, read with the page: what the sidebar beside it shows.
        public var overview: ReminderOverview?
        /// The options of the order's choice, the list's own selected.
        public var sortChoices: [Choice] = []
        /// The message beside the order's choice, when a reminder was moved by hand in another order.
        public var sortError: String?
        /// Whether the page asks to confirm deleting the list.
        public var isConfirmingDeletion: Bool = false
        /// The confirmation's title: "Delete “Groceries”?".
        public var deletionTitle: String?
        /// The confirmation's message: "Its 3 reminders will be deleted too."
        public var deletionMessage: String?
        /// The empty state's title.
        public var emptyTitle: String
        /// The empty state's message.
        public var emptyMessage: String
        /// What the person's role on the list lets them do here (`ListRole.permissions`): the
        /// owner everything; an editor no renaming, ordering or deleting; a viewer only looking.
        public var permissions: Set<ListPermission> = ListRole.owner.permissions
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none

        /// Whether the person may add, change and import reminders here (the add form, the
        /// import, dragging in a manual order).
        public var canChange: Bool { permissions.contains(.change) }
        /// Whether the person may rename, order and delete the list.
        public var canAdminister: Bool { permissions.contains(.administer) }
        /// Whether the page has no reminders.
        public var isEmpty: Bool { rows.isEmpty }
        /// Whether reminders are moved by hand here (the rows can be dragged, and have Move up and
        /// down): in a manual order, by someone who may change them.
        public var isManualOrder: Bool { sortOrder.allowsMoving && canChange }
        /// The `showCompleted` value the show/hide link sends: the opposite of now.
        public var completedToggleValue: Bool { !showCompleted }
    }
}

extension ReminderListViewModel.State {
    /// The state before loading.
    init(strings: StringCatalog) {
        self.init(
            completedToggleText: strings[.reminderListShowCompleted],
            addForm: ReminderFormState(strings: strings),
            emptyTitle: strings[.reminderListEmptyTitle],
            emptyMessage: strings[.reminderListEmptyMessage]
        )
    }
}
