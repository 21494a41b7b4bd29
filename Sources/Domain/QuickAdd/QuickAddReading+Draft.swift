import Entities

extension QuickAddReading {
    /// The draft of a reminder with what was read: its title, due day and time, repeat, priority
    /// and tags (the list is where it is added).
    public var draft: ReminderDraft {
        ReminderDraft(
            title: title, dueDate: due?.date, dueTime: due?.time, priority: priority ?? .none, tags: tags, repeatRule: repeatRule
        )
    }
}
