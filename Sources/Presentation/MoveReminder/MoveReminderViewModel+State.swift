import Entities

extension MoveReminderViewModel {
    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The reminder to move.
        public var reminderID: Reminder.ID = 0
        /// The heading: "Move “Pay rent”".
        public var title: String = ""
        /// The page the person came from, where a move goes back to and Cancel leads.
        public var returnTo: Route = .lists
        /// The person's other lists, in their order: one button each.
        public var targets: [MoveTarget] = []
        /// What the page says when there is no other list.
        public var emptyMessage: String = ""
        /// What the web layer answers.
        public var outcome: Outcome = .none

        /// A state; by default an empty page.
        public init(
            reminderID: Reminder.ID = 0, title: String = "", returnTo: Route = .lists, targets: [MoveTarget] = [], emptyMessage: String = "",
            outcome: Outcome = .none
        ) {
            self.reminderID = reminderID
            self.title = title
            self.returnTo = returnTo
            self.targets = targets
            self.emptyMessage = emptyMessage
            self.outcome = outcome
        }
    }

    /// A list a reminder can move to, shown as the sidebar shows it: its name and look.
    public struct MoveTarget: Sendable, Equatable, Identifiable {
        /// The list.
        public var id: ReminderList.ID
        /// Its name.
        public var name: String
        /// Its icon, in its colour.
        public var look: ListLook

        /// A list to move to.
        public init(id: ReminderList.ID, name: String, look: ListLook) {
            self.id = id
            self.name = name
            self.look = look
        }
    }
}
